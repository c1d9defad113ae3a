/**
 * What the shop owner reads of the content pages' traffic: contact messages as text, subscribers as
 * CSV. Both are safe to print in a terminal (terminalText.ts) and the CSV is safe to open in a
 * spreadsheet (csv.ts).
 */
import { toCsv } from './csv';
import type { StoredContactMessage, StoredSubscription } from './repository';
import { terminalLine, terminalText } from './terminalText';

/** Marks every line of a message body, so no body line can pass for a header (a forged `From:` line). */
export const BODY_PREFIX = '  | ';

/**
 * Messages as plain text, one block each, for reading in a terminal or a mail. Headers start at the
 * first column and are one line each (line breaks escaped); every body line starts with BODY_PREFIX.
 */
export function formatMessages(messages: readonly StoredContactMessage[]): string {
  return messages
    .map((message) =>
      [
        terminalLine(`#${message.id} · ${message.createdAt} · ${message.language}`),
        `From: ${terminalLine(message.name)} <${terminalLine(message.email)}>`,
        `Subject: ${terminalLine(message.subject)}`,
        '',
        ...terminalText(message.message)
          .split('\n')
          .map((line) => `${BODY_PREFIX}${line}`),
        '',
      ].join('\n'),
    )
    .join('\n');
}

/** Subscribers as CSV with a header row, ready for a mailing tool's import. */
export function subscribersCsv(subscriptions: readonly StoredSubscription[]): string {
  return toCsv(
    ['email', 'language', 'source', 'subscribed_at'],
    subscriptions.map((subscription) =>
      [subscription.email, subscription.language, subscription.source ?? '', subscription.createdAt].map(terminalLine),
    ),
  );
}
