import { z } from 'zod';
import { submissionSchema } from './submission.ts';

/**
 * The desktop app's main process answers every `/api` call of its window. It marks how it
 * answered with this response header, so the renderer can say when it shows an old copy.
 */
export const desktopSourceHeader = 'x-zencode-source';

/** The header's values the renderer acts on (others, such as `cache`, need no word). */
export const desktopAnswerSources = {
  /** The server could not be reached: this is the last copy saved on this computer. */
  offlineCopy: 'cache-offline',
  /** The server could not be reached and nothing was saved for this read. */
  unreachable: 'offline',
  /** A submission the server could not take now: it waits in the desktop's outbox. */
  queued: 'outbox',
} as const;

/**
 * The desktop's answer to POST /submission when the server cannot be reached (202): the
 * submission waits in the outbox under `idempotencyKey`, and its verdict arrives later as a
 * `judged` event carrying the same key. `source` tells it from the server's own answers.
 */
export const queuedSubmissionSchema = z.object({
  source: z.literal(desktopAnswerSources.queued),
  idempotencyKey: z.string().min(1),
  message: z.string(),
});
export type QueuedSubmission = z.infer<typeof queuedSubmissionSchema>;

/** What POST /submission answers on the desktop: the server's submission, or queued. */
export const submitAnswerSchema = z.union([queuedSubmissionSchema, submissionSchema]);

/** Whether a submit answer is the desktop's "queued" rather than the server's submission. */
export const isQueuedSubmission = (
  answer: z.infer<typeof submitAnswerSchema>,
): answer is QueuedSubmission =>
  'source' in answer && answer.source === desktopAnswerSources.queued;
