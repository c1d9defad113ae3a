/** The content forms' rate limits, over an in-memory repository (the service depends only on the interface). */
import type { ContentRepository, StoredContactMessage, StoredSubscription } from '../../server/src/content/repository';
import {
  CONTACT_RATE_LIMITS,
  NEWSLETTER_RATE_LIMITS,
  type ContactMessage,
  type NewsletterSubscription,
} from '../../server/src/content/rules';
import { ContentService, UNKNOWN_CLIENT, clientKey } from '../../server/src/content/service';
import { emailKey } from '../../server/src/domain/email';
import { MemoryRateLimitStore } from '../../server/src/ports/memory/rateLimit';

class InMemoryContentRepository implements ContentRepository {
  readonly messages: StoredContactMessage[] = [];
  readonly subscribed: StoredSubscription[] = [];

  async saveContactMessage(message: ContactMessage, createdAt: Date) {
    this.messages.push({ ...message, id: this.messages.length + 1, createdAt: createdAt.toISOString() });
    return this.messages.length;
  }
  async subscribe(subscription: NewsletterSubscription, createdAt: Date) {
    const alreadySubscribed = this.subscribed.some((kept) => emailKey(kept.email) === emailKey(subscription.email));
    if (!alreadySubscribed) this.subscribed.push({ ...subscription, createdAt: createdAt.toISOString() });
    return { alreadySubscribed };
  }
  async contactMessages() {
    return this.messages;
  }
  async subscriptions() {
    return this.subscribed;
  }
  async purgeMessagesBefore() {
    return 0;
  }
  async unsubscribe() {
    return false;
  }
  async erase() {
    return { messages: 0, subscriptions: 0 };
  }
}

const valid = { name: 'Camille', email: 'camille@example.fr', subject: 'Monture', message: 'Bonjour' };
const RATE_LIMITED = { field: null, code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many attempts: try again in \d+ minute/) };

let repository: InMemoryContentRepository;
let service: ContentService;
beforeEach(() => {
  repository = new InMemoryContentRepository();
  service = new ContentService(repository, new MemoryRateLimitStore());
});

describe('policies', () => {
  it('are named per form and per key, within what a real shop allows', () => {
    const all = [...Object.values(CONTACT_RATE_LIMITS), ...Object.values(NEWSLETTER_RATE_LIMITS)];
    expect(new Set(all.map((policy) => policy.name)).size).toBe(all.length);
    expect(CONTACT_RATE_LIMITS.perAddress).toMatchObject({ points: 5, durationSec: 600 });
    expect(CONTACT_RATE_LIMITS.perEmail).toMatchObject({ points: 3, durationSec: 3600 });
    expect(NEWSLETTER_RATE_LIMITS.perAddress).toMatchObject({ points: 10, durationSec: 3600 });
    expect(NEWSLETTER_RATE_LIMITS.perEmail).toMatchObject({ points: 3, durationSec: 3600 });
  });
});

describe('contact form', () => {
  it('refuses the attempt past the per-address limit, before validating, and keeps nothing', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMITS.perAddress.points; i++)
      expect(await service.sendContactMessage({ ...valid, email: `c${i}@example.fr` }, '192.0.2.1')).toEqual({ ok: true, errors: [] });
    expect(await service.sendContactMessage({ ...valid, email: 'late@example.fr' }, '192.0.2.1')).toEqual({
      ok: false,
      errors: [RATE_LIMITED],
    });
    expect(await service.sendContactMessage({ ...valid, email: '' }, '192.0.2.1')).toEqual({ ok: false, errors: [RATE_LIMITED] });
    expect(repository.messages).toHaveLength(CONTACT_RATE_LIMITS.perAddress.points);
    expect((await service.sendContactMessage({ ...valid, email: 'late@example.fr' }, '192.0.2.2')).ok).toBe(true);
  });

  it('counts invalid attempts against the address', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMITS.perAddress.points; i++)
      expect((await service.sendContactMessage({ ...valid, message: ' ' }, '192.0.2.3')).errors[0]!.code).toBe('REQUIRED');
    expect(await service.sendContactMessage(valid, '192.0.2.3')).toEqual({ ok: false, errors: [RATE_LIMITED] });
    expect(repository.messages).toEqual([]);
  });

  it('bounds a slow flood from one address over the day', async () => {
    const clock = { now: 0 };
    jest.useFakeTimers({ now: clock.now });
    try {
      let kept = 0;
      // One message every 10 minutes and a second: never over the short window.
      for (let i = 0; i < CONTACT_RATE_LIMITS.perAddressDaily.points + 5; i++) {
        if ((await service.sendContactMessage({ ...valid, email: `slow${i}@example.fr` }, '192.0.2.4')).ok) kept++;
        jest.setSystemTime((clock.now += 601_000));
      }
      expect(kept).toBe(CONTACT_RATE_LIMITS.perAddressDaily.points);
    } finally {
      jest.useRealTimers();
    }
  });

  it('limits one email across addresses and letter cases, counting only valid messages', async () => {
    for (let i = 0; i < 5; i++) await service.sendContactMessage({ ...valid, name: '' }, `192.0.2.${10 + i}`);
    for (let i = 0; i < CONTACT_RATE_LIMITS.perEmail.points; i++)
      expect(
        (await service.sendContactMessage({ ...valid, email: i ? valid.email.toUpperCase() : valid.email }, `192.0.2.${20 + i}`)).ok,
      ).toBe(true);
    expect(await service.sendContactMessage(valid, '192.0.2.99')).toEqual({ ok: false, errors: [RATE_LIMITED] });
    expect(repository.messages).toHaveLength(CONTACT_RATE_LIMITS.perEmail.points);
  });

  it('counts an IPv6 customer by its /56, and a call without an address as one unknown client', () => {
    expect(clientKey('2001:db8:1:2ff:1:2:3:4')).toBe(clientKey('2001:db8:1:200::1'));
    expect(clientKey('2001:db8:1:300::1')).not.toBe(clientKey('2001:db8:1:200::1'));
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('')).toBe(UNKNOWN_CLIENT);
  });
});

describe('newsletter', () => {
  it('refuses the sign-up past the per-address limit (invalid ones counted) and keeps nothing', async () => {
    await service.subscribeToNewsletter({ email: 'nope' }, '192.0.2.50');
    for (let i = 1; i < NEWSLETTER_RATE_LIMITS.perAddress.points; i++)
      expect((await service.subscribeToNewsletter({ email: `n${i}@example.fr` }, '192.0.2.50')).ok).toBe(true);
    expect(await service.subscribeToNewsletter({ email: 'late@example.fr' }, '192.0.2.50')).toEqual({
      ok: false,
      alreadySubscribed: false,
      errors: [RATE_LIMITED],
    });
    expect(repository.subscribed.map((kept) => kept.email)).not.toContain('late@example.fr');
  });

  it('limits one email across addresses, counting only valid sign-ups', async () => {
    await service.subscribeToNewsletter({ email: 'x@example.fr', source: 's'.repeat(51) }, '192.0.2.60');
    for (let i = 0; i < NEWSLETTER_RATE_LIMITS.perEmail.points; i++)
      expect((await service.subscribeToNewsletter({ email: 'X@example.fr' }, `192.0.2.${61 + i}`)).ok).toBe(true);
    expect((await service.subscribeToNewsletter({ email: 'x@example.fr' }, '192.0.2.70')).errors).toEqual([RATE_LIMITED]);
  });
});
