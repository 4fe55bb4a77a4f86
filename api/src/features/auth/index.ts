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
