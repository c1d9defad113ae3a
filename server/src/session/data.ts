/** What a server-side session holds (express-session's SessionData, augmented). */
import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The site gate, passed: when, and for which password (a keyed fingerprint, so a new password locks again). */
    gate?: { passedAt: number; fingerprint: string };
    /** Ids of the orders this session placed (checkout/orderAccess.ts): it may read them without their key. */
    orders?: number[];
    /**
     * The signed-in customer: their store id, and the version of their credentials when they signed in
     * (a password change bumps it, which ends every session holding an older one).
     */
    customer?: { id: number; credentials: number; signedInAt: number };
  }
}

export {};
