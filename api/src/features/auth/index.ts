export { authRoutes } from './auth-routes.ts';
export { defaultRateLimits, type RateLimitName, type RateLimitRules } from './auth-policy.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
export { sessionTokenFor } from './account-session.ts';
export {
  authenticate,
  currentUser,
  optionalUser,
  requireAdmin,
  requireUser,
} from './require-user.ts';
export {
  sessionTokenLifetime,
  signSessionToken,
  verifySessionToken,
  type SessionClaims,
} from './session-token.ts';
export type { SessionUser } from './session-user.ts';
export { isUniqueViolation } from './account-queries.ts';
export { createAccountRouter } from './account-router.ts';
export { retireAccountTokens } from './account-tokens.ts';
export { clientIp, limitRequest } from './auth-context.ts';
export { makeAdmin } from './make-admin.ts';
