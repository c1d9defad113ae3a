/**
 * The customer in the server-side session. Every change of who is signed in gives the session a new id
 * (so an id seen before sign-in is worth nothing after it): signing in keeps the site-gate pass and the
 * orders this browser placed; signing out keeps only the gate pass.
 */
import type { Request } from 'express';
import { sessionActions } from '../session/actions';
import '../session/data';

export async function startCustomerSession(req: Request, customerId: number, credentials: number, now = Date.now()): Promise<void> {
  const { gate, orders } = req.session;
  await sessionActions.regenerate(req);
  if (gate) req.session.gate = gate;
  if (orders) req.session.orders = orders;
  req.session.customer = { id: customerId, credentials, signedInAt: now };
  await sessionActions.save(req);
}

/** Ends the sign-in. With nothing left to keep, the session goes and its cookie is cleared. */
export async function endCustomerSession(req: Request, cookieName: string, clearCookie: (name: string) => void): Promise<void> {
  const { gate } = req.session;
  if (!gate) {
    await sessionActions.destroy(req);
    clearCookie(cookieName);
    return;
  }
  await sessionActions.regenerate(req);
  req.session.gate = gate;
  await sessionActions.save(req);
}
