import type { Role } from '@zencode/shared/contract';

/** The authenticated user of a request, read from the database row (never from the token alone). */
export interface SessionUser {
  id: string;
  email: string;
  username: string | null;
  role: Role;
  profileComplete: boolean;
  sessionVersion: number;
}
