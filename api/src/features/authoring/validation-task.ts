import type { Db } from '../../db/index.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { ExtraTaskHandler, JudgeRuntime } from '../../queue/index.ts';
import { loadAuthoringSource } from './authoring-source.ts';
import { validationView } from './authoring-view.ts';
import { submissionsSettled } from './submissions-settled.ts';
import { saveValidation, validateProblem } from './validate-problem.ts';
import { isValidationJob, validationTaskName } from './validation-queue.ts';
import { installedLanguages, validationStands } from './validation-stands.ts';

/** Validates one published problem unless its current data was validated meanwhile. */
async function validateInBackground(
  deps: { db: Db; runtime: JudgeRuntime; logger: Logger },
  problemId: string,
  signal: AbortSignal,
): Promise<void> {
  const { db, runtime, logger } = deps;
  let source;
  try {
    // The live version: a pending revision is validated by its admin, on purpose.
    source = await loadAuthoringSource(db, problemId, { live: true });
  } catch (error) {
    if (error instanceof NotFoundError) return; // deleted since it was queued
    throw error;
  }
  // Taken back to draft (the admin validates it), or validated by an admin's Validate meanwhile.
  if (source.status !== 'published') return;
  const view = validationView(source.validation, source);
  if (validationStands(view, await installedLanguages())) return;
  let validation;
  try {
    validation = await validateProblem(source, runtime.context, () =>
      submissionsSettled(db, signal),
    );
  } catch (error) {
    if (!(error instanceof BadRequestError)) throw error;
    logger.warn(`Background validation of ${problemId} could not start: ${error.message}`);
    return;
  }
  await saveValidation(db, source, validation);
  if (validation.passed) logger.info(`Validated ${problemId} in the background`);
  else logger.warn(`Background validation of ${problemId} failed: see the dashboard`);
}

/**
 * The background validation task for the judge workers (BACKGROUND_VALIDATION): runs the
 * problem's reference solutions on its cases exactly as the admin's Validate does, each language
 * once no submission is being judged, and stores the result. An infrastructure failure
 * or a stop of the workers retries (graphile-worker's back-off); the next start queues it again.
 */
export function createValidationTasks(deps: {
  db: Db;
  runtime: JudgeRuntime;
  logger: Logger;
}): Record<string, ExtraTaskHandler> {
  return {
    [validationTaskName]: async (payload, job) => {
      if (!isValidationJob(payload)) {
        deps.logger.error(
          `Dropping a validation job without a problem: ${JSON.stringify(payload)}`,
        );
        return;
      }
      await validateInBackground(deps, payload.problemId, job.signal);
    },
  };
}
