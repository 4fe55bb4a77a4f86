export { problemHelpRoutes } from './help-routes.ts';
