import {
  apiRoutes,
  fillRoute,
  type Submission,
  submissionEventSchema,
  type SubmissionEvent,
} from '../contract/index.ts';
import { createSseParser } from './sse-parser.ts';

export interface FollowSubmissionRoad {
  /** Opens the live progress stream at `path` (below `/api`); any failure ends it. */
  openEvents: (path: string, signal: AbortSignal) => Promise<Response>;
  /**
   * Reads the submission at `path` (below `/api`). Null: not readable now, asked again after
   * the interval; a throw ends the follow with that error.
   */
  readSubmission: (path: string, signal: AbortSignal) => Promise<Submission | null>;
  onEvent?: (event: SubmissionEvent) => void;
  /** Between two reads once the stream is gone. */
  intervalMs?: number;
  /** After it the follow gives up (answers null); unset: until judged or stopped. */
  timeoutMs?: number;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/** Reads the event stream until the judged submission arrives; null if the stream ends early. */
async function readEvents(id: string, road: FollowSubmissionRoad, signal: AbortSignal) {
  const response = await road.openEvents(fillRoute(apiRoutes.submissions.events, { id }), signal);
  if (!response.ok || !response.body) return null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return null;
      for (const data of parse(value)) {
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          continue;
        }
        const event = submissionEventSchema.safeParse(json);
        if (!event.success) continue;
        road.onEvent?.(event.data);
        if (event.data.status === 'done' && event.data.submission) return event.data.submission;
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Follows a submission until it is judged, the one way every client does: the live progress
 * stream first, then reading the submission every interval when the stream breaks or ends.
 * Answers the judged submission, or null when stopped or out of time.
 */
export async function followSubmission(
  id: string,
  road: FollowSubmissionRoad,
  signal: AbortSignal = new AbortController().signal,
): Promise<Submission | null> {
  const { intervalMs = 1000, timeoutMs } = road;
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  try {
    const judged = await readEvents(id, road, signal);
    if (judged) return judged;
  } catch {
    // A broken stream is not the end: the reads below still find the verdict.
    if (signal.aborted) return null;
  }
  while (!signal.aborted && Date.now() < deadline) {
    const submission = await road.readSubmission(
      fillRoute(apiRoutes.submissions.byId, { id }),
      signal,
    );
    if (signal.aborted) return null;
    if (submission) {
      road.onEvent?.({
        status: submission.status,
        casesDone: submission.cases.length,
        totalCases: submission.totalCases,
        ...(submission.status === 'done' ? { submission } : {}),
      });
      if (submission.status === 'done') return submission;
    }
    await pause(intervalMs, signal);
  }
  return null;
}
