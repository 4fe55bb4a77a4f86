export { createJudgeJobHandler } from './judge-submission.ts';
export { creditFirstAccepted, recordResult, type FinalResult } from './record-result.ts';
export { submissionEventRoutes } from './submission-events-route.ts';
export { submissionRoutes } from './submission-routes.ts';
export { readableSubmission } from './submission-access.ts';
export { judgingErrors } from './submission-openapi.ts';
export { isSubmissionId } from './submission-queries.ts';
export { createSubmission } from './submission-queries.ts';
