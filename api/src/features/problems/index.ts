export { assertCasesFit } from './assert-cases-fit.ts';
export { insertTestcases } from './create-problem.ts';
export { findVisibleProblem, toProblem } from './problem-queries.ts';
export { problemRoutes } from './problem-routes.ts';
export { starterCodeFor } from './starter-code.ts';
export { lockEditableProblem } from './lock-editable-problem.ts';
export { updateProblem } from './update-problem.ts';
export {
  listProblemIds,
  problemColumns,
  problemDetailsColumns,
  problemDetailsOf,
  problemsWithDetails,
} from './problems-with-details.ts';
export {
  applyRevision,
  casesTableOf,
  discardRevision,
  findRevision,
  lockWorkingCopy,
  writeReferences,
  type CasesTable,
} from './problem-revision.ts';
