/**
 * Where contact messages and newsletter subscriptions are kept: the storefront's own database, behind
 * this interface (`storage/contentRecords.ts`: the SQLite file, or PostgreSQL with DATABASE_URL). Every
 * method answers a promise, so a driver that talks over the network fits without touching a caller.
 */
import type { ContactMessage, NewsletterSubscription } from './rules';

/** A kept contact message, as the shop owner reads it. */
export interface StoredContactMessage extends ContactMessage {
  id: number;
  createdAt: string;
}

/** A kept newsletter subscription, as the shop owner exports it. */
export interface StoredSubscription extends NewsletterSubscription {
  createdAt: string;
}

export interface ContentRepository {
  /** Stores a validated message; rejects when the database cannot (the caller must not answer ok). */
  saveContactMessage(message: ContactMessage, createdAt: Date): Promise<number>;
  /** Stores a validated subscription unless the address is already subscribed (in any letter case). */
  subscribe(subscription: NewsletterSubscription, createdAt: Date): Promise<{ alreadySubscribed: boolean }>;
  /** Messages received since a date (ISO 8601), newest first. */
  contactMessages(options?: { since?: string; limit?: number }): Promise<StoredContactMessage[]>;
  /** Every subscription, oldest first. */
  subscriptions(): Promise<StoredSubscription[]>;
  /** Deletes the messages received before a date (ISO 8601); answers how many. */
  purgeMessagesBefore(cutoff: string): Promise<number>;
  /** Removes an address from the newsletter (any letter case); answers whether it was subscribed. */
  unsubscribe(email: string): Promise<boolean>;
  /** Right to erasure: every message from the address and its subscription, in one transaction. */
  erase(email: string): Promise<{ messages: number; subscriptions: number }>;
}
