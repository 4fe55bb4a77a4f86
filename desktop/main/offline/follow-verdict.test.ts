import type { Submission } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import { followVerdict } from './follow-verdict.ts';

const server = 'https://zencode.example';
const sent = { _id: 'sub-1', problemId: 'two-sum' };

const submission = (status: Submission['status'], verdict: Submission['verdict']): Submission => ({
  _id: 'sub-1',
  problemId: 'two-sum',
  userId: 'user-1',
  verdict,
  status,
  language: 'python',
  code: 'print(1)',
  submittedAt: '2026-12-02T05:00:00.000Z',
  runtimeMs: null,
  memoryKb: null,
  reason: null,
  diagnostics: [],
  cases: [],
  passedCases: 0,
  totalCases: 3,
});

/** A gateway that answers from a list per path, repeating the last answer; it records each ask. */
function gateway(answers: Record<string, (Response | Error)[]>) {
  const asked: { path: string; cacheControl: string | null }[] = [];
  const answerApi = (request: Request, upstreamUrl: string) => {
    asked.push({
      path: new URL(upstreamUrl).pathname,
      cacheControl: request.headers.get('cache-control'),
    });
    const list = answers[new URL(upstreamUrl).pathname] ?? [new Response(null, { status: 404 })];
    const answer = list.length > 1 ? list.shift()! : list[0]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  };
  return { asked, answerApi };
}

const json = (body: unknown) => Response.json(body);
const stream = (...events: unknown[]) =>
  new Response(events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join(''), {
    headers: { 'content-type': 'text/event-stream' },
  });

describe('followVerdict', () => {
  it('takes the verdict from the live stream when it has one', async () => {
    const { asked, answerApi } = gateway({
      '/api/submission/events/sub-1': [
        stream(
          { status: 'running', casesDone: 1, totalCases: 3 },
          {
            status: 'done',
            casesDone: 3,
            totalCases: 3,
            submission: submission('done', 'Accepted'),
          },
        ),
      ],
      '/api/problems/two-sum': [json({ name: 'Two Sum' })],
    });
    const arrived = await followVerdict(sent, { server, answerApi, intervalMs: 1 });
    expect(arrived).toEqual({
      problemTitle: 'Two Sum',
      verdict: 'Accepted',
      submission: submission('done', 'Accepted'),
    });
    expect(asked.map(({ path }) => path)).toEqual([
      '/api/submission/events/sub-1',
      '/api/problems/two-sum',
    ]);
  });

  it('without a stream, reads the submission until judged, through failures, never from a copy', async () => {
    const { asked, answerApi } = gateway({
      '/api/submission/sub-1': [
        new Error('connection refused'),
        json(submission('running', null)),
        json(submission('done', 'Not Accepted')),
      ],
    });
    const arrived = await followVerdict(sent, { server, answerApi, intervalMs: 1 });
    // The problem's page cannot be read: named by its id.
    expect(arrived).toMatchObject({ problemTitle: 'two-sum', verdict: 'Not Accepted' });
    expect(asked.map(({ path }) => path)).toEqual([
      '/api/submission/events/sub-1',
      '/api/submission/sub-1',
      '/api/submission/sub-1',
      '/api/submission/sub-1',
      '/api/problems/two-sum',
    ]);
    // Every read asks the gateway for the server's answer only.
    expect(new Set(asked.map(({ cacheControl }) => cacheControl))).toEqual(new Set(['no-store']));
  });

  it('gives up after its time, and at once when stopped', async () => {
    const { answerApi } = gateway({ '/api/submission/sub-1': [json(submission('queued', null))] });
    const options = { server, answerApi, intervalMs: 1 };
    expect(await followVerdict(sent, { ...options, timeoutMs: 20 })).toBeNull();
    const stop = new AbortController();
    const following = followVerdict(sent, { ...options, intervalMs: 60_000, signal: stop.signal });
    stop.abort();
    expect(await following).toBeNull();
  });
});
