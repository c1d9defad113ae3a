/** Reset links' tokens (domain/resetTokens.ts): random, 43 base64url characters, kept as SHA-256, valid an hour. */
import { hashResetToken, isResetTokenFormat, newResetToken, RESET_LINK_TTL_MS, resetLinkState } from '../../server/src/domain/resetTokens';

test('tokens are random and well formed; only the format is accepted', () => {
  const tokens = new Set(Array.from({ length: 50 }, newResetToken));
  expect(tokens.size).toBe(50);
  for (const token of tokens) expect(isResetTokenFormat(token)).toBe(true);
  expect(isResetTokenFormat('')).toBe(false);
  expect(isResetTokenFormat('a'.repeat(42))).toBe(false);
  expect(isResetTokenFormat(`${'a'.repeat(42)}=`)).toBe(false);
});

test('the kept hash is SHA-256 and never the token', () => {
  const token = newResetToken();
  expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashResetToken(token)).not.toContain(token);
  expect(hashResetToken(token)).toBe(hashResetToken(token));
});

test('a link is valid for an hour, then expired; none kept is invalid', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');
  const expiresAt = new Date(now + RESET_LINK_TTL_MS).toISOString();
  expect(RESET_LINK_TTL_MS).toBe(3_600_000);
  expect(resetLinkState({ expiresAt }, now)).toBe('VALID');
  expect(resetLinkState({ expiresAt }, now + RESET_LINK_TTL_MS - 1)).toBe('VALID');
  expect(resetLinkState({ expiresAt }, now + RESET_LINK_TTL_MS)).toBe('EXPIRED');
  expect(resetLinkState(undefined, now)).toBe('INVALID');
});
