/** What the shop owner reads of the content pages' traffic: contact messages as text, subscribers as CSV. */
import { stringify } from 'csv-stringify/sync';
import type { StoredContactMessage, StoredSubscription } from './repository';

/** Messages as plain text, one block each, for reading in a terminal or a mail. */
export function formatMessages(messages: readonly StoredContactMessage[]): string {
  return messages
    .map((message) =>
      [
        `#${message.id} · ${message.createdAt} · ${message.language}`,
        `From: ${message.name} <${message.email}>`,
        `Subject: ${message.subject}`,
        '',
        message.message,
        '',
      ].join('\n'),
    )
    .join('\n');
}

/** Subscribers as CSV with a header row (RFC 4180 quoting), ready for a mailing tool's import. */
export function subscribersCsv(subscriptions: readonly StoredSubscription[]): string {
  return stringify(
    subscriptions.map((subscription) => [subscription.email, subscription.language, subscription.source ?? '', subscription.createdAt]),
    { header: true, columns: ['email', 'language', 'source', 'subscribed_at'] },
  );
}
