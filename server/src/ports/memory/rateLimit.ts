/** The rate-limit port in one process's memory (rate-limiter-flexible's memory limiter). */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { FlexibleRateLimitStore } from '../rateLimit';

export class MemoryRateLimitStore extends FlexibleRateLimitStore {
  constructor() {
    super((policy) => new RateLimiterMemory({ keyPrefix: policy.name, points: policy.points, duration: policy.durationSec }));
  }
}
