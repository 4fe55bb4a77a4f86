export { acceptanceRoutes, listProblemStats } from './acceptance-routes.ts';
