/** Back-in-stock alerts' pure rules: expiry, the sign-up's dedupe, which availability waits and which alerts. */
import {
  ALERT_TTL_MS,
  alertEmailKey,
  alertPurgeBounds,
  canWaitFor,
  distinctTargets,
  hashAlertToken,
  isAlertExpired,
  isAlertTokenFormat,
  isBackInStock,
  newAlertToken,
  subscribeAction,
  UNCONFIRMED_TTL_MS,
} from '../../server/src/domain/backInStock';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

test('an unconfirmed wait lasts a week, a confirmed one six months', () => {
  expect(isAlertExpired({ state: 'pending', createdAt: ago(6 * DAY) }, NOW)).toBe(false);
  expect(isAlertExpired({ state: 'pending', createdAt: ago(UNCONFIRMED_TTL_MS) }, NOW)).toBe(true);
  expect(isAlertExpired({ state: 'confirmed', createdAt: ago(8 * DAY) }, NOW)).toBe(false);
  expect(isAlertExpired({ state: 'confirmed', createdAt: ago(182 * DAY) }, NOW)).toBe(false);
  expect(isAlertExpired({ state: 'confirmed', createdAt: ago(ALERT_TTL_MS) }, NOW)).toBe(true);
  expect(alertPurgeBounds(NOW)).toEqual({ pendingBefore: ago(UNCONFIRMED_TTL_MS), confirmedBefore: ago(ALERT_TTL_MS) });
});

test('one wait per address and target: a new one, the link again while unconfirmed, nothing once confirmed', () => {
  expect(subscribeAction(undefined, NOW)).toBe('create');
  expect(subscribeAction({ state: 'pending', createdAt: ago(DAY) }, NOW)).toBe('resend');
  expect(subscribeAction({ state: 'confirmed', createdAt: ago(DAY) }, NOW)).toBe('keep');
  // An expired wait counts as none.
  expect(subscribeAction({ state: 'confirmed', createdAt: ago(ALERT_TTL_MS + 1) }, NOW)).toBe('create');
  expect(subscribeAction({ state: 'pending', createdAt: ago(UNCONFIRMED_TTL_MS + 1) }, NOW)).toBe('create');
  expect(alertEmailKey('  Ana@Example.COM ')).toBe('ana@example.com');
});

test('targets are read once each, in first-seen order', () => {
  expect(
    distinctTargets([
      { productId: 2, variationId: 5 },
      { productId: 1, variationId: 0 },
      { productId: 2, variationId: 5 },
      { productId: 2, variationId: 6 },
    ]),
  ).toEqual([
    { productId: 2, variationId: 5 },
    { productId: 1, variationId: 0 },
    { productId: 2, variationId: 6 },
  ]);
});

test('only a sold-out product is waited for; a pre-order counts as back', () => {
  expect(canWaitFor('OUT_OF_STOCK')).toBe(true);
  expect(canWaitFor('IN_STOCK')).toBe(false);
  expect(canWaitFor('PRE_ORDER')).toBe(false);
  expect(isBackInStock('IN_STOCK')).toBe(true);
  expect(isBackInStock('PRE_ORDER')).toBe(true);
  expect(isBackInStock('OUT_OF_STOCK')).toBe(false);
});

test('link tokens: random, 43 base64url characters, kept hashed', () => {
  const token = newAlertToken();
  expect(isAlertTokenFormat(token)).toBe(true);
  expect(newAlertToken()).not.toBe(token);
  expect(hashAlertToken(token)).toMatch(/^[0-9a-f]{64}$/);
  expect(isAlertTokenFormat('short')).toBe(false);
});
