export { NotAuthorized } from './not-authorized.tsx';
export { RequireAuth } from './require-auth.tsx';
export { useAuth, type AuthState } from './use-auth.ts';
