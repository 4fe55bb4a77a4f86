export {
  catalogCaseSchema,
  catalogCasesSchema,
  catalogProblemSchema,
  slugPattern,
} from './catalog-schema.ts';
export { catalogSolution } from './catalog-solution.ts';
export { boilerplateFor, loadCatalog, loadCatalogIfEmpty } from './load-catalog.ts';
export {
  CatalogError,
  defaultCatalogDir,
  readCatalog,
  type CatalogProblem,
} from './read-catalog.ts';
export { readStudyPlanFile, studyPlanFileSchema, type StudyPlanFile } from './study-plan-file.ts';
export { catalogJudgeContext } from './catalog-judge-context.ts';
export { checkCatalog } from './check-catalog.ts';
export { timeLimitMargin } from './check-solution.ts';
export { checkFailures, formatCheckTable } from './check-table.ts';
export { generateCases } from './generate-cases.ts';
