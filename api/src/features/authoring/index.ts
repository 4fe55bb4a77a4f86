export { authoringRouter } from './authoring-routes.ts';
export { loadAuthoringSource, type AuthoringSource } from './authoring-source.ts';
export { exportCatalogue, toExportItem } from './export-item.ts';
export { validateProblem } from './validate-problem.ts';
