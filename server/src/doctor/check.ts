/**
 * `npm run doctor`'s checks: each says, in a line, what it found and what to do about it. A `fail` would
 * break a purchase (the command then exits non-zero); a `warn` is worth fixing; `ok` is fine.
 */
import type { Config } from '../config';
import type { WooHttpClient } from '../woo/http';

export type CheckStatus = 'ok' | 'warn' | 'fail';

export interface CheckResult {
  /** What was checked ("REST API keys", "Card gateway"...). */
  name: string;
  status: CheckStatus;
  /** What was found. */
  message: string;
  /** What to do about it (a warn or a fail). */
  fix?: string;
}

/** What every check reads: the store through the server's own client, and the settings. */
export interface DoctorContext {
  http: WooHttpClient;
  /** The store's home URL, for the public routes (permalinks, images). */
  storeUrl: string;
  config: Config;
  /** Milliseconds a public request may take. */
  timeoutMs: number;
}

export const ok = (name: string, message: string): CheckResult => ({ name, status: 'ok', message });
export const warn = (name: string, message: string, fix: string): CheckResult => ({ name, status: 'warn', message, fix });
export const fail = (name: string, message: string, fix: string): CheckResult => ({ name, status: 'fail', message, fix });

/** A store error's short description (its code and status; never a URL or a key). */
export function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && 'status' in error) {
    return `${String((error as { code: unknown }).code)} (${String((error as { status: unknown }).status)})`;
  }
  return error instanceof Error ? error.message : String(error);
}
