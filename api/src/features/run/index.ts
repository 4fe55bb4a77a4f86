export { runRoutes } from './run-routes.ts';
