/** What a server-side session holds (express-session's SessionData, augmented). */
import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** The site gate, passed: when, and for which password (a keyed fingerprint, so a new password locks again). */
    gate?: { passedAt: number; fingerprint: string };
  }
}

export {};
