export { findProblemFull } from './problem-details-queries.ts';
export { problemDetailsRoutes } from './problem-details-routes.ts';
