/**
 * Retries the completions of paid orders the store failed to record, every few seconds (each entry
 * has its own backoff in the queue). The timer does not keep the process alive.
 */
import type { Logger } from '../logger';
import type { OrderPayments } from './orderPayments';

export const PAYMENT_RETRY_CHECK_MS = 10_000;

export function schedulePaymentRetries(
  payments: Pick<OrderPayments, 'retryPending'>,
  logger: Logger,
  checkEveryMs = PAYMENT_RETRY_CHECK_MS,
) {
  let current: Promise<void> = Promise.resolve();
  const check = () => {
    current = current.then(async () => {
      try {
        const done = await payments.retryPending();
        if (done > 0) logger.info({ done }, 'paid orders recorded in the store after a retry');
      } catch (error) {
        logger.error({ err: error }, 'retry of paid order completions failed');
      }
    });
  };
  const timer = setInterval(check, checkEveryMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
