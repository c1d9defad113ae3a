/** What the shop's mails are made of, and how the outbox lists them. */

/** The language of a mail: the shopper's, when they asked for it. */
export type MailLanguage = 'FR' | 'EN';

/** Which mail: a template's name, shown in the developer's outbox. */
export type MailKind = 'password_reset' | 'order_processing' | 'order_new' | 'stock_alert_confirm' | 'stock_alert';

/** A mail ready to go: HTML with its plain-text part, in one language. */
export interface Mail {
  kind: MailKind;
  to: string;
  language: MailLanguage;
  subject: string;
  html: string;
  text: string;
}

/** kept: no SMTP server, kept for the developer; queued: to send; sent; failed: given up. */
export type OutboxState = 'kept' | 'queued' | 'sent' | 'failed';

export interface OutboxEntry {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  language: MailLanguage;
  state: OutboxState;
  attempts: number;
  lastError: string;
  createdAt: string;
  sentAt: string | null;
}
