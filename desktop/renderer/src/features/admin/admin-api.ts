import {
  apiRoutes,
  authoringRoutes,
  fillRoute,
  managedProblemSchema,
  problemAuthoringSchema,
  problemBulkResponseSchema,
  problemSchema,
  starterCodeResponseSchema,
  testcaseListResponseSchema,
  testcaseSchema,
  validationResultSchema,
  type LanguageId,
  type ProblemCreateInput,
  type ProblemUpdate,
  type Signature,
  type TestcaseInput,
  type TestcaseUpdate,
} from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';

/** A route pattern with its one `{id}` filled in. */
const path = (pattern: `${string}{id}${string}`, id: string) => fillRoute(pattern, { id });

/** The admin calls of the dashboard and the authoring editor; the server checks the role. */
export const adminApi = {
  managedProblems: (signal?: AbortSignal) =>
    apiCall(authoringRoutes.manage, { schema: managedProblemSchema.array(), signal }),
  createProblem: (body: ProblemCreateInput) =>
    apiCall(apiRoutes.problems.list, { method: 'POST', body, schema: problemSchema }),
  updateProblem: (id: string, body: ProblemUpdate) =>
    apiCall(path(apiRoutes.problems.byId, id), { method: 'PUT', body, schema: problemSchema }),
  deleteProblem: (id: string) => apiCall(path(apiRoutes.problems.byId, id), { method: 'DELETE' }),
  uploadProblems: (problems: unknown[]) =>
    apiCall(apiRoutes.problems.bulk, {
      method: 'POST',
      body: problems,
      schema: problemBulkResponseSchema,
    }),
  authoring: (id: string, signal?: AbortSignal) =>
    apiCall(path(authoringRoutes.authoring, id), { schema: problemAuthoringSchema, signal }),
  starterCode: (signature: Signature, signal?: AbortSignal) =>
    apiCall(authoringRoutes.starterCode, {
      method: 'POST',
      body: { signature },
      schema: starterCodeResponseSchema,
      signal,
    }),
  saveReference: (id: string, language: LanguageId, code: string) =>
    apiCall(path(authoringRoutes.reference, id), {
      method: 'PUT',
      body: { language, code },
      schema: problemAuthoringSchema,
    }),
  removeReference: (id: string, language: LanguageId) =>
    apiCall(`${path(authoringRoutes.reference, id)}?language=${language}`, {
      method: 'DELETE',
      schema: problemAuthoringSchema,
    }),
  validate: (id: string) =>
    apiCall(path(authoringRoutes.validate, id), { method: 'POST', schema: validationResultSchema }),
  publish: (id: string) =>
    apiCall(path(authoringRoutes.publish, id), { method: 'POST', schema: problemAuthoringSchema }),
  unpublish: (id: string) =>
    apiCall(path(authoringRoutes.unpublish, id), {
      method: 'POST',
      schema: problemAuthoringSchema,
    }),
  discardRevision: (id: string) =>
    apiCall(path(authoringRoutes.revision, id), {
      method: 'DELETE',
      schema: problemAuthoringSchema,
    }),
  exportProblem: (id: string) => apiCall<unknown[]>(path(authoringRoutes.exportOne, id)),
  exportCatalogue: () => apiCall<unknown[]>(authoringRoutes.exportAll),
  testcases: (id: string, signal?: AbortSignal) =>
    apiCall(path(apiRoutes.testcases.byProblem, id), {
      schema: testcaseListResponseSchema,
      signal,
    }),
  addTestcase: (problemId: string, testcase: TestcaseInput) =>
    apiCall(apiRoutes.testcases.list, {
      method: 'POST',
      body: { problemId, ...testcase },
      schema: testcaseSchema,
    }),
  updateTestcase: (caseId: string, patch: TestcaseUpdate) =>
    apiCall(path(apiRoutes.testcases.byId, caseId), {
      method: 'PUT',
      body: patch,
      schema: testcaseSchema,
    }),
  deleteTestcase: (caseId: string) =>
    apiCall(path(apiRoutes.testcases.byId, caseId), { method: 'DELETE' }),
  reorderTestcases: (id: string, ids: string[]) =>
    apiCall(path(authoringRoutes.reorderTestcases, id), {
      method: 'PUT',
      body: { ids },
      schema: testcaseListResponseSchema,
    }),
  uploadTestcases: (id: string, testcases: TestcaseInput[], replace: boolean) =>
    apiCall(path(authoringRoutes.uploadTestcases, id), {
      method: 'POST',
      body: { testcases, replace },
      schema: testcaseListResponseSchema,
    }),
};
