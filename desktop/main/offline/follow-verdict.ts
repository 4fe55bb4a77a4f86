import { setTimeout as sleep } from 'node:timers/promises';
import { API_BASE, apiRoutes, fillRoute, type Submission } from '@zencode/shared/contract';
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
 * that its notification does not depend on which page (if any) is open when it was sent. Null
 * when it is not judged in time or cannot be read (the Submissions tab still shows it later).
 */
export async function followVerdict(
  submission: Pick<Submission, '_id' | 'problemId'>,
  options: FollowVerdictOptions,
): Promise<ArrivedVerdict | null> {
  const { intervalMs = 1000, timeoutMs = 10 * 60_000, signal } = options;
  const read = async <T>(path: string): Promise<T | null> => {
    try {
      const response = await options.answerApi(
        new Request(`${appOrigin}${API_BASE}${path}`, { signal }),
        `${options.server}${API_BASE}${path}`,
      );
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !signal?.aborted) {
    const judged = await read<Pick<Submission, 'status' | 'verdict'>>(
      fillRoute(apiRoutes.submissions.byId, { id: submission._id }),
    );
    if (judged?.status === 'done' && judged.verdict) {
      const problem = await read<{ name: string }>(
        fillRoute(apiRoutes.problems.byId, { id: submission.problemId }),
      );
      return { problemTitle: problem?.name ?? submission.problemId, verdict: judged.verdict };
    }
    await sleep(intervalMs, undefined, { signal }).catch(() => undefined);
  }
  return null;
}
