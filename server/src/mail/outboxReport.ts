/** The developer's outbox as text (`npm run outbox`): a line per mail, or one mail's plain-text part. */
import type { OutboxEntry, OutboxState } from './message';

export function formatOutboxList(mails: readonly OutboxEntry[], counts: Record<OutboxState, number>): string {
  const head = `Outbox: ${counts.kept} kept, ${counts.queued} queued, ${counts.sent} sent, ${counts.failed} failed\n`;
  if (mails.length === 0) return `${head}No mail yet.\n`;
  const lines = mails.map(
    (mail) =>
      `#${mail.id}  ${mail.createdAt.slice(0, 19).replace('T', ' ')}  ${mail.state.padEnd(6)}  ${mail.language}  ${mail.kind.padEnd(19)}  ${mail.recipient}  ${mail.subject}` +
      (mail.lastError ? `\n      last refusal (${mail.attempts} attempts): ${mail.lastError}` : ''),
  );
  return `${head}${lines.join('\n')}\n\nnpm run outbox -- --show ID prints a mail's text.\n`;
}

export function formatOutboxMail(mail: OutboxEntry): string {
  return [
    `#${mail.id} ${mail.kind} (${mail.state}, ${mail.language})`,
    `Date: ${mail.createdAt}`,
    `To: ${mail.recipient}`,
    `Subject: ${mail.subject}`,
    '',
    mail.text,
    '',
  ].join('\n');
}
