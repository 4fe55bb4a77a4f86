export { authoringRouter } from './authoring-routes.ts';
export { loadAuthoringSource, type AuthoringSource } from './authoring-source.ts';
export { exportCatalogue, toExportItem } from './export-item.ts';
export { validateProblem } from './validate-problem.ts';
export { queueStaleValidations } from './queue-stale-validations.ts';
export { createValidationTasks } from './validation-task.ts';
export { validationJobPriority, validationTaskName } from './validation-queue.ts';
