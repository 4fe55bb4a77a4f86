/** The authenticated user of a request: the app environment's own type (app-env.ts). */
export type { SessionUser } from '../../app-env.ts';
