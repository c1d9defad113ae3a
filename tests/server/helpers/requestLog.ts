/**
 * A pino logger that keeps the server's log lines, for tests that read a request's line (what it ran,
 * what it cost, whether it was a kept answer) by its X-Request-Id.
 */
import pino from 'pino';
import type { Logger } from '../../../server/src/logger';

export type LogLine = Record<string, unknown>;

export interface RequestLog {
  logger: Logger;
  /** The line pino-http writes once the request's answer is sent (awaited: it may come just after). */
  requestLine(requestId: string): Promise<LogLine>;
}

const requestIdOf = (line: LogLine) => (line.req as { id?: string } | undefined)?.id;

export function requestLog(): RequestLog {
  const lines = new Map<string, LogLine>();
  const waiting = new Map<string, (line: LogLine) => void>();
  const logger = pino(
    { level: 'info' },
    {
      write: (text: string) => {
        const line = JSON.parse(text) as LogLine;
        const id = requestIdOf(line);
        if (!id || line.msg !== 'request completed') return;
        lines.set(id, line);
        waiting.get(id)?.(line);
      },
    },
  );
  return {
    logger,
    requestLine: (requestId) => {
      const line = lines.get(requestId);
      if (line) return Promise.resolve(line);
      return new Promise((resolve) => waiting.set(requestId, resolve));
    },
  };
}
