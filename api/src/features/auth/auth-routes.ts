import { createRouter } from '../../app-env.ts';
import { desktopSignInRoutes } from './desktop-sign-in-routes.ts';
import { oauthRoutes } from './oauth-routes.ts';
import { signInRoutes } from './sign-in-routes.ts';
import { signUpRoutes } from './sign-up-routes.ts';
import { verifyEmailRoutes } from './verify-email-routes.ts';

/** Every /auth route: sign-up and verification, sign-in and reset, social sign-in (also from the desktop app). */
export const authRoutes = createRouter()
  .route('/', signUpRoutes)
  .route('/', verifyEmailRoutes)
  .route('/', signInRoutes)
  .route('/', oauthRoutes)
  .route('/', desktopSignInRoutes);
