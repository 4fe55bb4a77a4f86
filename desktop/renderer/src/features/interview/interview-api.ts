import {
  fillRoute,
  interviewCurrentSchema,
  interviewEventBodySchema,
  interviewHistorySchema,
  interviewRoutes,
  interviewSessionSchema,
  interviewStartSchema,
  type InterviewEventBody,
  type InterviewSession,
  type InterviewStart,
} from '@zencode/shared/contract';
import { apiCall } from '@/lib/api-client.ts';

/**
 * A session as the page holds it: with how far this device's clock is from the server's, so the
 * countdown runs on the server's time (a device clock set ahead or behind changes nothing).
 */
export interface HeldSession extends InterviewSession {
  /** Server time minus device time when the answer arrived, in milliseconds. */
  clockOffsetMs: number;
}

const held = (session: InterviewSession): HeldSession => ({
  ...session,
  clockOffsetMs: Date.parse(session.serverNow) - Date.now(),
});

const withId = (pattern: `${string}{id}${string}`, id: string) => fillRoute(pattern, { id });

export const interviewKeys = {
  all: ['interview'] as const,
  current: ['interview', 'current'] as const,
  history: ['interview', 'history'] as const,
  session: (id: string) => ['interview', 'session', id] as const,
};

/** The interview routes of the contract. */
export const interviewApi = {
  start: async (start: InterviewStart) =>
    held(
      await apiCall(interviewRoutes.sessions, {
        method: 'POST',
        body: start,
        request: interviewStartSchema,
        schema: interviewSessionSchema,
      }),
    ),
  current: async (signal?: AbortSignal) => {
    const { session } = await apiCall(interviewRoutes.current, {
      schema: interviewCurrentSchema,
      signal,
    });
    return session && held(session);
  },
  history: async (signal?: AbortSignal) =>
    (await apiCall(interviewRoutes.sessions, { schema: interviewHistorySchema, signal })).sessions,
  session: async (id: string, signal?: AbortSignal) =>
    held(
      await apiCall(withId(interviewRoutes.session, id), {
        schema: interviewSessionSchema,
        signal,
        // Someone else's session, or none: the page says so itself.
        expectedStatuses: [404],
      }),
    ),
  record: (id: string, event: InterviewEventBody) =>
    apiCall(withId(interviewRoutes.events, id), {
      method: 'POST',
      body: event,
      request: interviewEventBodySchema,
      // Refused once the session has ended: the page then reads the session again.
      expectedStatuses: [409],
    }),
  end: async (id: string) =>
    held(
      await apiCall(withId(interviewRoutes.end, id), {
        method: 'POST',
        schema: interviewSessionSchema,
      }),
    ),
};
