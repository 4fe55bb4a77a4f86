import {
  apiRoutes,
  fillRoute,
  type Submission,
  submissionEventSchema,
  type SubmissionEvent,
  submissionSchema,
} from '@zencode/shared/contract';
import { apiBase, apiCall } from '@/lib/api-client.ts';
import { getBearerToken } from '@/lib/token-storage.ts';
import { createSseParser } from './sse-parser.ts';

const pollIntervalMs = 1000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

/** Reads the event stream until the judged submission arrives; null if the stream ends early. */
async function readEvents(
  id: string,
  onEvent: (event: SubmissionEvent) => void,
  signal: AbortSignal,
): Promise<Submission | null> {
  const token = getBearerToken();
  const response = await fetch(`${apiBase}${fillRoute(apiRoutes.submissions.events, { id })}`, {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    signal,
  });
  if (!response.ok || !response.body) return null;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const parse = createSseParser();
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
      onEvent(event.data);
      if (event.data.status === 'done' && event.data.submission) {
        await reader.cancel().catch(() => undefined);
        return event.data.submission;
      }
    }
  }
}

/**
 * Follows a submission until it is judged: live progress from GET /submission/events/{id} (read
 * with fetch, so the bearer token goes in a header), and if the stream breaks, polling.
 */
export async function followSubmission(
  id: string,
  onEvent: (event: SubmissionEvent) => void,
  signal: AbortSignal,
): Promise<Submission> {
  try {
    const judged = await readEvents(id, onEvent, signal);
    if (judged) return judged;
  } catch (error) {
    if (signal.aborted) throw error;
  }
  for (;;) {
    const submission = await apiCall(fillRoute(apiRoutes.submissions.byId, { id }), {
      schema: submissionSchema,
      signal,
    });
    onEvent({
      status: submission.status,
      casesDone: submission.cases.length,
      totalCases: submission.totalCases,
      ...(submission.status === 'done' ? { submission } : {}),
    });
    if (submission.status === 'done') return submission;
    await sleep(pollIntervalMs, signal);
  }
}
