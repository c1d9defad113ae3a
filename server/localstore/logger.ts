/**
 * The logger the embedding server may pass; the store is silent without one. Whatever the store logs
 * goes through a redacting logger: the active consumer key and secret (as given and URL-encoded) never
 * reach the embedder's log, whatever message carries them; URLs are logged through logSafeUrl.
 */
export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export const silentLogger: Logger = { info: () => {}, warn: () => {} };

export const REDACTED = '[REDACTED]';

export interface RedactingLogger extends Logger {
  /** Adds values to scrub from every later message. */
  redact(...values: (string | undefined)[]): void;
}

/** Shorter values would scrub ordinary words out of messages (WooCommerce's own keys are 43 characters). */
const MIN_REDACTED_LENGTH = 6;

export function redactingLogger(inner: Logger, values: readonly (string | undefined)[] = []): RedactingLogger {
  const secrets = new Set<string>();
  const scrub = (msg: string) => {
    let out = msg;
    for (const secret of secrets) out = out.split(secret).join(REDACTED);
    return out;
  };
  const logger: RedactingLogger = {
    info: (msg) => inner.info(scrub(msg)),
    warn: (msg) => inner.warn(scrub(msg)),
    redact(...more) {
      for (const value of more) {
        if (value === undefined || value.length < MIN_REDACTED_LENGTH) continue;
        secrets.add(value);
        secrets.add(encodeURIComponent(value));
      }
    },
  };
  logger.redact(...values);
  return logger;
}
