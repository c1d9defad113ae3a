/** Credentials versions in Redis, beside the sessions they end (no expiry: a version must outlive every session). */
import type { CredentialVersions } from '../credentialVersions';
import type { Redis } from './client';

export class RedisCredentialVersions implements CredentialVersions {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cred:',
  ) {}

  async current(customerId: number): Promise<number> {
    return Number((await this.redis.get(`${this.prefix}${customerId}`)) ?? 0);
  }

  async bump(customerId: number): Promise<number> {
    return this.redis.incr(`${this.prefix}${customerId}`);
  }
}
