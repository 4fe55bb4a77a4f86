export {
  enforceRateLimits,
  hitRateLimit,
  RateLimitedError,
  type RateLimitResult,
  type RateLimitRule,
} from './rate-limit.ts';
