/**
 * Stripe SDK errors in the port's terms: what the caller may retry later (unavailable), what it may
 * not (rejected), and an unknown intent. Only Stripe's type, code, status and request id are kept:
 * never its raw answer, which holds headers.
 */
import Stripe from 'stripe';
import { PaymentIntentNotFoundError, PaymentProviderUnavailableError, PaymentRequestRejectedError } from '../errors';

export function translateStripeError(error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError)) return error instanceof Error ? error : new Error(String(error));
  // rawType is Stripe's own word (api_error, idempotency_error); type is the SDK's class name.
  const type = error.rawType ?? error.type;
  const detail = { type, statusCode: error.statusCode, requestId: error.requestId };
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    (error.statusCode ?? 0) >= 500
  ) {
    return new PaymentProviderUnavailableError(`Stripe is unavailable (${type}${error.statusCode ? ` ${error.statusCode}` : ''})`, detail);
  }
  if (error.code === 'resource_missing') return new PaymentIntentNotFoundError();
  return new PaymentRequestRejectedError(error.code ?? type, error.message);
}

/** Whether an unavailability comes from our own keys (a configuration to fix, not an outage to wait out). */
export const isCredentialProblem = (error: PaymentProviderUnavailableError): boolean =>
  error.detail.statusCode === 401 || error.detail.statusCode === 403;
