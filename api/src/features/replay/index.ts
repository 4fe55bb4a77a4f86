export { replayRoutes } from './replay-routes.ts';
