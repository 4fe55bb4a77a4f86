export { draftRoutes } from './draft-routes.ts';
