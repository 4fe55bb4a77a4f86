import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import { createInterviewTasks } from './interview-review-task.ts';
import { reviewEndedInterview } from './interview-views.ts';

/** The interview's tasks for the judge workers: an ended session's review. */
export const interviewTasks = (deps: { db: Db; logger: Logger }) =>
  createInterviewTasks({ ...deps, review: reviewEndedInterview });
