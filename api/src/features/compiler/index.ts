export { compilerRoutes } from './compiler-routes.ts';
