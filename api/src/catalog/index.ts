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
