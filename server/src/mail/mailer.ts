/**
 * The shop's mail: every mail goes into the outbox first, so none is lost. Without an SMTP server
 * (SMTP_URL unset, the embedded default) it stays there, `kept`, for the developer (`npm run outbox`, the
 * development page). With one it is `queued`: sent at once by this process, and otherwise by whichever
 * process claims it first (the delivery runs every few seconds on every replica), retried with backoff
 * when the SMTP server refuses, given up after MAX_MAIL_ATTEMPTS.
 */
import type { Logger } from '../logger';
import type { OutboxRecords } from '../storage/outboxRecords';
import type { Mail } from './message';

/** Attempts before a queued mail is given up (about a day and a half of backoff). */
export const MAX_MAIL_ATTEMPTS = 12;

/** Mails whose body holds a secret (a reset link): once sent, the outbox keeps only their subject. */
const SECRET_KINDS: ReadonlySet<string> = new Set(['password_reset']);

/** How a mail leaves: nodemailer's SMTP transport (mail/smtp.ts), or a test's. */
export interface MailTransport {
  send(mail: Mail & { from: string }): Promise<void>;
  close(): void;
}

export interface MailerDeps {
  outbox: OutboxRecords;
  /** Unset: mails are kept for the developer. */
  transport?: MailTransport;
  /** The sender (MAIL_FROM). */
  from: string;
  logger: Logger;
}

export class Mailer {
  private running: Promise<number> | undefined;
  private again = false;

  /** Every mail the shop wrote (the developer's outbox reads it). */
  readonly outbox: OutboxRecords;

  constructor(private readonly deps: MailerDeps) {
    this.outbox = deps.outbox;
  }

  /** Whether mails leave (SMTP_URL set) or are kept for the developer. */
  get sends(): boolean {
    return this.deps.transport !== undefined;
  }

  /** The sender, as mails carry it. */
  get from(): string {
    return this.deps.from;
  }

  /** Keeps the mail in the outbox, then (with SMTP) starts its delivery without waiting for it. */
  async send(mail: Mail): Promise<void> {
    const id = await this.deps.outbox.add(mail, this.sends ? 'queued' : 'kept');
    // The recipient is personal data: the log says which mail, not to whom.
    this.deps.logger.info({ mailId: id, kind: mail.kind }, this.sends ? 'mail queued' : 'mail kept in the outbox (no SMTP_URL)');
    if (this.sends) void this.deliver();
  }

  /**
   * Sends the queued mails that are due and that this process claims; resolves with how many left.
   * One run at a time per process; a call during a run starts another after it.
   */
  deliver(): Promise<number> {
    if (!this.deps.transport) return Promise.resolve(0);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.deliverDue().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.deliver();
      }
    });
    return this.running;
  }

  /** Waits for the delivery under way, if any (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running.catch(() => undefined);
  }

  private async deliverDue(): Promise<number> {
    const transport = this.deps.transport!;
    let sent = 0;
    try {
      for (const mail of await this.deps.outbox.claimDue()) {
        try {
          await transport.send({ ...mail, to: mail.recipient, kind: mail.kind as Mail['kind'], from: this.deps.from });
          await this.deps.outbox.sent(mail.id, SECRET_KINDS.has(mail.kind));
          sent += 1;
        } catch (error) {
          const reason = smtpReason(error);
          const state = await this.deps.outbox.failed(mail.id, reason, MAX_MAIL_ATTEMPTS);
          this.deps.logger.warn({ mailId: mail.id, kind: mail.kind, reason, state }, 'mail refused by the SMTP server');
        }
      }
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'mail delivery: the outbox could not be read');
    }
    return sent;
  }

  close(): void {
    this.deps.transport?.close();
  }
}

/** What the SMTP server said (its code and text), without the addresses nodemailer may add. */
function smtpReason(error: unknown): string {
  const { responseCode, response, code, message } = error as { responseCode?: number; response?: string; code?: string; message?: string };
  if (response) return `${responseCode ?? ''} ${response}`.trim();
  return [code, message].filter(Boolean).join(': ') || 'unknown error';
}

/** Delivers what is due every `everyMs` (queued mails another process could not send, retries). */
export function scheduleMailDelivery(mailer: Mailer, everyMs = 5_000): { stop(): Promise<void> } {
  if (!mailer.sends) return { stop: async () => {} };
  const timer = setInterval(() => void mailer.deliver(), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await mailer.idle();
      mailer.close();
    },
  };
}
