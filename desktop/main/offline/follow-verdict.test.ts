import { describe, expect, it } from 'vitest';
import { followVerdict } from './follow-verdict.ts';

const server = 'https://zencode.example';
const sent = { _id: 'sub-1', problemId: 'two-sum' };

/** A gateway that answers from a list per path, repeating the last answer. */
function gateway(answers: Record<string, (Response | Error)[]>) {
  const asked: string[] = [];
  const answerApi = (_request: Request, upstreamUrl: string) => {
    asked.push(upstreamUrl);
    const list = answers[new URL(upstreamUrl).pathname] ?? [new Response(null, { status: 404 })];
    const answer = list.length > 1 ? list.shift()! : list[0]!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  };
  return { asked, answerApi };
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe('followVerdict', () => {
  it('asks through the gateway until the submission is judged, then names the problem', async () => {
    const { asked, answerApi } = gateway({
      '/api/submission/sub-1': [
        new Error('connection refused'),
        json({ status: 'running', verdict: null }),
        json({ status: 'done', verdict: 'Accepted' }),
      ],
      '/api/problems/two-sum': [json({ name: 'Two Sum' })],
    });
    const verdict = await followVerdict(sent, {
      server,
      answerApi,
      intervalMs: 1,
    });
    expect(verdict).toEqual({ problemTitle: 'Two Sum', verdict: 'Accepted' });
    expect(asked).toEqual([
      `${server}/api/submission/sub-1`,
      `${server}/api/submission/sub-1`,
      `${server}/api/submission/sub-1`,
      `${server}/api/problems/two-sum`,
    ]);
  });

  it('names the problem by its id when its page cannot be read', async () => {
    const { answerApi } = gateway({
      '/api/submission/sub-1': [json({ status: 'done', verdict: 'Wrong Answer' })],
    });
    const verdict = await followVerdict(sent, {
      server,
      answerApi,
      intervalMs: 1,
    });
    expect(verdict).toEqual({ problemTitle: 'two-sum', verdict: 'Wrong Answer' });
  });

  it('gives up after its time, and at once when stopped', async () => {
    const { answerApi } = gateway({
      '/api/submission/sub-1': [json({ status: 'queued', verdict: null })],
    });
    const options = {
      server,
      answerApi,
      intervalMs: 1,
    };
    expect(await followVerdict(sent, { ...options, timeoutMs: 20 })).toBeNull();
    const stop = new AbortController();
    const following = followVerdict(sent, { ...options, intervalMs: 60_000, signal: stop.signal });
    stop.abort();
    expect(await following).toBeNull();
  });
});
