export { acceptanceRoutes, listAcceptance } from './acceptance-routes.ts';
