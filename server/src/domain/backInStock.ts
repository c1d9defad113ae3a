/**
 * Back-in-stock alerts' rules (issue 24, part 3): pure, no I/O. A shopper waits for one product (simple)
 * or one variation; the wait is confirmed by a link in a first mail (double opt-in), kept at most six
 * months, and forgotten once its alert is sent. The links' tokens are the reset links' kind: 256 random
 * bits in the link, only their SHA-256 kept.
 */
import type { Availability } from './availability';
import { hashResetToken, isResetTokenFormat, newResetToken } from './resetTokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A confirmed wait is forgotten this long after it was asked for, sent or not (six months). */
export const ALERT_TTL_MS = 183 * DAY_MS;

/** A wait never confirmed is forgotten after a week (its confirmation link stops working). */
export const UNCONFIRMED_TTL_MS = 7 * DAY_MS;

/** pending: its confirmation link was mailed; confirmed: waiting for the stock; notified: its alert is being written. */
export type AlertState = 'pending' | 'confirmed' | 'notified';

export const newAlertToken = newResetToken;
export const hashAlertToken = hashResetToken;
export const isAlertTokenFormat = isResetTokenFormat;

/** The address as kept for deduplication and the per-email limit: trimmed, lower-cased. */
export function alertEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** What a wait is for: a variation (variationId) or a simple product (variationId 0). */
export interface AlertTarget {
  productId: number;
  variationId: number;
}

/** One key per target, for grouping waits. */
export function targetKey({ productId, variationId }: AlertTarget): string {
  return `${productId}:${variationId}`;
}

/** When a wait is forgotten: a week after asking while unconfirmed, six months after asking once confirmed. */
export function alertExpiresAt(alert: { state: AlertState; createdAt: string }): number {
  const created = Date.parse(alert.createdAt);
  return created + (alert.state === 'pending' ? UNCONFIRMED_TTL_MS : ALERT_TTL_MS);
}

export function isAlertExpired(alert: { state: AlertState; createdAt: string }, now: number): boolean {
  return alertExpiresAt(alert) <= now;
}

/** The oldest creation instants still kept at `now`, per state (what the purge deletes before). */
export function alertPurgeBounds(now: number): { pendingBefore: string; confirmedBefore: string } {
  return { pendingBefore: new Date(now - UNCONFIRMED_TTL_MS).toISOString(), confirmedBefore: new Date(now - ALERT_TTL_MS).toISOString() };
}

/**
 * What a sign-up does given the wait the same address already has for the same target (one per address
 * and target): none or an expired one, a new wait and its confirmation mail; an unconfirmed one, a new
 * link (the old one stops working) and the mail again; a confirmed one, nothing (it stays as it is, and
 * the answer is the same, so it tells nobody whether the address waits).
 */
export function subscribeAction(existing: { state: AlertState; createdAt: string } | undefined, now: number): 'create' | 'resend' | 'keep' {
  if (!existing || isAlertExpired(existing, now)) return 'create';
  return existing.state === 'pending' ? 'resend' : 'keep';
}

/** Whether a product or variation may be waited for: only while the store shows it sold out. */
export function canWaitFor(availability: Availability): boolean {
  return availability === 'OUT_OF_STOCK';
}

/** Whether the store shows it again: it can be bought (in stock, or sold ahead as a pre-order). */
export function isBackInStock(availability: Availability): boolean {
  return availability !== 'OUT_OF_STOCK';
}

/** Waits grouped by target, each target once, in first-seen order (one store read per product). */
export function distinctTargets<T extends AlertTarget>(rows: readonly T[]): AlertTarget[] {
  const seen = new Map<string, AlertTarget>();
  for (const row of rows) {
    const key = targetKey(row);
    if (!seen.has(key)) seen.set(key, { productId: row.productId, variationId: row.variationId });
  }
  return [...seen.values()];
}
