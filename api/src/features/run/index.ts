export { runRoutes } from './run-routes.ts';
export { judgedProblemFor } from './judged-problem.ts';
