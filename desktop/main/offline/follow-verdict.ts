import {
  API_BASE,
  apiRoutes,
  fillRoute,
  type Submission,
  submissionSchema,
} from '@zencode/shared/contract';
import { followSubmission } from '@zencode/shared/rules';
import { appOrigin } from '../app-protocol.ts';
import type { ApiGateway } from './api-gateway.ts';

export interface FollowVerdictOptions {
  /** The app's own API gateway (session, cache): the desktop reads through it as the page does. */
  answerApi: ApiGateway;
  /** API origin. */
  server: string;
  /** Between two reads of the submission. */
  intervalMs?: number;
  /** Longer than any judging; after it the learner still finds the verdict in the app. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A judged submission as the system notification names it. */
export interface ArrivedVerdict {
  problemTitle: string;
  verdict: string;
}

/**
 * Follows a submission the outbox sent until the server has judged it, in the main process, so
 * that its notification does not depend on which page (if any) is open when it was sent. The
 * page's own routine (the live stream, then reads), through the gateway, every read marked
 * `no-store`: a last copy of "still running" must neither answer it nor be kept. Null when it
 * is not judged in time (the Submissions tab still shows it later).
 */
export async function followVerdict(
  sent: Pick<Submission, '_id' | 'problemId'>,
  options: FollowVerdictOptions,
): Promise<(ArrivedVerdict & { submission: Submission }) | null> {
  const { intervalMs = 1000, timeoutMs = 10 * 60_000 } = options;
  const signal = options.signal ?? new AbortController().signal;
  const ask = (path: string, stop: AbortSignal, accept = 'application/json') =>
    options.answerApi(
      new Request(`${appOrigin}${API_BASE}${path}`, {
        headers: { accept, 'cache-control': 'no-store' },
        signal: stop,
      }),
      `${options.server}${API_BASE}${path}`,
    );
  const readJson = async (path: string, stop: AbortSignal): Promise<unknown> => {
    try {
      const response = await ask(path, stop);
      return response.ok ? await response.json() : null;
    } catch {
      // The server comes and goes: asked again after the interval.
      return null;
    }
  };
  const submission = await followSubmission(
    sent._id,
    {
      openEvents: (path, stop) => ask(path, stop, 'text/event-stream'),
      readSubmission: async (path, stop) =>
        submissionSchema.safeParse(await readJson(path, stop)).data ?? null,
      intervalMs,
      timeoutMs,
    },
    signal,
  );
  if (!submission?.verdict) return null;
  const problem = (await readJson(
    fillRoute(apiRoutes.problems.byId, { id: sent.problemId }),
    signal,
  )) as { name?: unknown } | null;
  return {
    submission,
    problemTitle: typeof problem?.name === 'string' ? problem.name : sent.problemId,
    verdict: submission.verdict,
  };
}
