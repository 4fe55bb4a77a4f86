export { listTestcases } from './testcase-queries.ts';
export { testcaseRoutes } from './testcase-routes.ts';
