export {
  clearRateLimit,
  enforceRateLimits,
  hitRateLimit,
  peekRateLimit,
  RateLimitedError,
  type RateLimitResult,
  type RateLimitRule,
} from './rate-limit.ts';
