import { type Submission, type SubmissionEvent, submissionSchema } from '@zencode/shared/contract';
import { followSubmission as follow } from '@zencode/shared/rules';
import { apiBase, apiCall } from '@/lib/api-client.ts';
import { getBearerToken } from '@/lib/token-storage.ts';

/**
 * Follows a submission until it is judged (the shared routine: live progress from
 * GET /submission/events/{id}, then polling): the stream read with fetch, so the bearer token
 * goes in a header, and a failed read ends the follow with the server's message. Null only
 * when stopped.
 */
export function followSubmission(
  id: string,
  onEvent: (event: SubmissionEvent) => void,
  signal: AbortSignal,
): Promise<Submission | null> {
  return follow(
    id,
    {
      openEvents: (path, stop) => {
        const token = getBearerToken();
        return fetch(`${apiBase}${path}`, {
          headers: {
            Accept: 'text/event-stream',
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          signal: stop,
        });
      },
      readSubmission: (path, stop) => apiCall(path, { schema: submissionSchema, signal: stop }),
      onEvent,
    },
    signal,
  );
}
