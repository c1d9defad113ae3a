/** Keeps the privacy policy's promise on contact messages: purged at start, then once a day. */
import type { Logger } from '../logger';
import type { ContentService } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts the purge; the returned function stops it. The timer does not keep the process alive. */
export function scheduleRetention(content: ContentService, logger: Logger, everyMs = DAY_MS): () => void {
  const purge = () => {
    try {
      const deleted = content.purgeExpiredMessages();
      if (deleted > 0) logger.info({ deleted }, 'contact messages past their retention deleted');
    } catch (error) {
      logger.error({ err: error }, 'contact message retention purge failed');
    }
  };
  purge();
  const timer = setInterval(purge, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
