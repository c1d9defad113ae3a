/** express-session's callbacks as promises, for one request (gate, sign-in, sign-out, checkout). */
import type { Request } from 'express';
import './data';

/** Promise forms of express-session's callbacks, for one request. */
export const sessionActions = {
  /** A new session id, keeping nothing of the old one (at every change of privilege: fixation). */
  regenerate: (req: Request) =>
    new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve()))),
  save: (req: Request) => new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve()))),
  destroy: (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve()))),
};
