export { submissionStandingRoutes } from './submission-standing-routes.ts';
