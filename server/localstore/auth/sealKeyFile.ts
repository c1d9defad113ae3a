/**
 * The sealing key of a data folder: 32 random bytes in `${dataDir}/localstore.key` (hex), readable by
 * its owner only (0600). Created once, atomically (written aside, then linked into place, so two
 * processes starting together agree on one key); a wider mode found later is narrowed back to 0600.
 * The database alone (a copy, a backup, a leaked file) never reveals an API key without this file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SEAL_KEY_FILE = 'localstore.key';

const KEY_PATTERN = /^[0-9a-f]{64}$/;

export interface SealKey {
  key: Buffer;
  /** True when this call created the file. */
  created: boolean;
  /** True when the file was readable by others and has been narrowed to 0600. */
  narrowed: boolean;
}

function create(file: string): boolean {
  const aside = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(aside, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/** Reads the data folder's sealing key, creating it on first use. Throws when the file is not a key. */
export function loadSealKey(dataDir: string): SealKey {
  const file = path.join(dataDir, SEAL_KEY_FILE);
  const created = fs.existsSync(file) ? false : create(file);
  let narrowed = false;
  if (process.platform !== 'win32' && (fs.statSync(file).mode & 0o077) !== 0) {
    fs.chmodSync(file, 0o600);
    narrowed = true;
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!KEY_PATTERN.test(text)) throw new Error(`local store: ${file} is not a sealing key (64 hex digits expected)`);
  return { key: Buffer.from(text, 'hex'), created, narrowed };
}
