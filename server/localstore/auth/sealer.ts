/**
 * Sealing of the API key material kept in the database: AES-256-GCM under the data folder's key
 * (sealKeyFile.ts), a fresh 96-bit IV per value, and the row's key hash plus the field's name as
 * associated data, so a sealed value copied to another row or field does not open.
 * Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */
import crypto from 'node:crypto';

const VERSION = 'v1';

export class Sealer {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('local store: the sealing key must be 32 bytes');
  }

  seal(plain: string, context: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plain text, or undefined when the value was sealed under another key or context, or altered. */
  unseal(sealed: string, context: string): string | undefined {
    const [version, iv, tag, data, ...rest] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || data === undefined || rest.length > 0) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
