/**
 * The secret that signs session cookies: SESSION_SECRET when set (required in production); otherwise one
 * generated once and kept in DATA_DIR, so a restart of a single process keeps its sessions.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

export const SESSION_SECRET_FILE = 'session-secret';

export function resolveSessionSecret(configured: string | undefined, dataDir: string, logger: Logger): string {
  if (configured) return configured;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  // 'wx' fails if another process created the file meanwhile: then theirs is the one to use.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw error;
  }
  logger.warn(
    { file },
    'SESSION_SECRET is unset: generated one and kept it in DATA_DIR (set SESSION_SECRET when running several processes)',
  );
  return secret;
}
