import pino from 'pino';

export type Logger = pino.Logger;

/** One JSON logger for the process; secrets in headers are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
