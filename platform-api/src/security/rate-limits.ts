import type Redis from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RateLimitResult, RateLimits } from '@eventalp/platform-sdk';

/** Named limits backed by Redis when available (shared by all API processes), else memory. */
export class PlatformRateLimits implements RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly redis: Redis | null,
    private readonly keyPrefix: string,
  ) {}

  async consume(
    limit: { name: string; points: number; durationSeconds: number },
    key: string,
  ): Promise<RateLimitResult> {
    try {
      await this.limiter(limit).consume(key);
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
      throw rejection;
    }
  }

  async peek(
    limit: { name: string; points: number; durationSeconds: number },
    key: string,
  ): Promise<RateLimitResult> {
    const state = await this.limiter(limit).get(key);
    if (!state || state.consumedPoints < limit.points)
      return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
  }

  async reset(limitName: string, key: string): Promise<void> {
    await this.limiters.get(limitName)?.delete(key);
  }

  /** One limiter per limit name; a name always stands for the same rule. */
  private limiter(limit: {
    name: string;
    points: number;
    durationSeconds: number;
  }): RateLimiterAbstract {
    let limiter = this.limiters.get(limit.name);
    if (!limiter) {
      const options = {
        keyPrefix: `${this.keyPrefix}:rl:${limit.name}`,
        points: limit.points,
        duration: limit.durationSeconds,
      };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            // A Redis outage falls back to per-process limits instead of failing requests.
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(limit.name, limiter);
    }
    return limiter;
  }
}
