/** Mail settings (issue 24): SMTP_URL and MAIL_FROM checked at start, the password never shown, the outbox page off in production. */
import { inspect } from 'node:util';
import { ConfigError, loadConfig } from '../../server/src/config';

const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('mail settings', () => {
  test('without SMTP_URL mail is kept; the sender defaults to the shop at its own host', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://shop.example.com' });
    expect(config.mail.smtp).toBeUndefined();
    expect(config.mail.from).toBe('"Maison Lumière" <boutique@shop.example.com>');
  });

  test('SMTP_URL must be smtp:// or smtps://, and its password is never printed', () => {
    expect(problems({ SMTP_URL: 'http://mail.example.com' })).toEqual([expect.stringContaining('SMTP_URL must be an smtp://')]);
    expect(problems({ SMTP_URL: 'not a url' })).toHaveLength(1);
    const config = loadConfig({ SMTP_URL: 'smtps://shop:hunter22@mail.example.com:465', MAIL_FROM: 'Shop <shop@example.com>' });
    expect(config.mail.smtp!.url).toBe('smtps://shop:hunter22@mail.example.com:465');
    expect(JSON.stringify(config)).not.toContain('hunter22');
    expect(inspect(config, { depth: 5 })).not.toContain('hunter22');
  });

  test('MAIL_FROM is an address or a name and <address>, on one line', () => {
    expect(loadConfig({ MAIL_FROM: 'orders@example.com' }).mail.from).toBe('orders@example.com');
    expect(loadConfig({ MAIL_FROM: 'Maison Lumière <orders@example.com>' }).mail.from).toBe('Maison Lumière <orders@example.com>');
    expect(problems({ MAIL_FROM: 'nobody' })).toEqual([expect.stringContaining('MAIL_FROM must be an address')]);
    expect(problems({ MAIL_FROM: 'A <a@example.com>\nBcc: b@example.com' })).toHaveLength(1);
  });

  test('production with SMTP_URL needs MAIL_FROM', () => {
    expect(problems({ ...production, SMTP_URL: 'smtp://mail.example.com' })).toEqual(['MAIL_FROM is required in production with SMTP_URL']);
  });

  test('the outbox page is on outside production, off in production, and OUTBOX_PAGE decides', () => {
    expect(loadConfig({}).outboxPage).toBe(true);
    expect(loadConfig(production).outboxPage).toBe(false);
    expect(loadConfig({ ...production, OUTBOX_PAGE: 'on' }).outboxPage).toBe(true);
    expect(loadConfig({ OUTBOX_PAGE: 'off' }).outboxPage).toBe(false);
    expect(problems({ OUTBOX_PAGE: 'maybe' })).toEqual(['OUTBOX_PAGE must be true or false: got "maybe"']);
  });
});
