import { useState } from 'react';

/** A random UUID v4; crypto.randomUUID exists only in secure contexts (https, localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * placeOrder's idempotency key: one UUID per checkout content. The same content (form, cart, shipping
 * method, currency, total) keeps the key, so paying again after a declined card reuses the order
 * already placed; any change gives a new key, since the server refuses a key sent with other contents.
 * `renew` forces a new key for the same content (after the server said the key was used for another).
 */
export function useIdempotencyKey(content: unknown): { key: string; renew: () => void } {
  const hash = JSON.stringify(content);
  const [state, setState] = useState(() => ({ hash, key: newIdempotencyKey() }));
  let current = state;
  if (state.hash !== hash) {
    // Adjusting state while rendering (React's pattern for state derived from props): no extra effect pass.
    current = { hash, key: newIdempotencyKey() };
    setState(current);
  }
  return { key: current.key, renew: () => setState({ hash, key: newIdempotencyKey() }) };
}
