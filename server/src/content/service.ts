/** The contact form and newsletter use cases: validate with the rules, then keep with the repository. */
import type { ContentRepository } from './repository';
import {
  retentionCutoff,
  validateContactMessage,
  validateNewsletterSubscription,
  type ContactMessageDraft,
  type FieldError,
  type NewsletterDraft,
} from './rules';

export interface ContactMessageResult {
  ok: boolean;
  errors: FieldError[];
}

export interface NewsletterResult {
  ok: boolean;
  alreadySubscribed: boolean;
  errors: FieldError[];
}

export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Invalid input answers its field errors and stores nothing; a storage failure throws (never a false ok). */
  sendContactMessage(draft: ContactMessageDraft): ContactMessageResult {
    const checked = validateContactMessage(draft);
    if (!checked.ok) return { ok: false, errors: checked.errors };
    this.repository.saveContactMessage(checked.value, this.now());
    return { ok: true, errors: [] };
  }

  /** Subscribing twice (in any letter case) is not an error: ok, alreadySubscribed, one row. */
  subscribeToNewsletter(draft: NewsletterDraft): NewsletterResult {
    const checked = validateNewsletterSubscription(draft);
    if (!checked.ok) return { ok: false, alreadySubscribed: false, errors: checked.errors };
    const { alreadySubscribed } = this.repository.subscribe(checked.value, this.now());
    return { ok: true, alreadySubscribed, errors: [] };
  }

  /** Deletes the contact messages past their retention; returns how many. */
  purgeExpiredMessages(): number {
    return this.repository.purgeMessagesBefore(retentionCutoff(this.now()));
  }
}
