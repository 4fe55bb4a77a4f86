import type { Submission } from '@zencode/shared/contract';

/**
 * The learner of `npm run bench:judge`, in a process of its own as a browser is (bench/judge.ts
 * forks it): it sends a submission and follows its progress stream to `done`, timing everything
 * from its own clock, so its fetch, stream parsing and JSON do not run on the server's event
 * loop as they did when the benchmark's client shared the server's process.
 */

/** Milliseconds from a submission's POST to: its answer, each stage's first event, the end. */
export interface Marks {
  answered: number;
  compiling?: number;
  running?: number;
  ran?: number;
  done?: number;
}

/** What the benchmark asks of the learner process. */
export interface LearnerRequest {
  id: number;
  base: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** What it answers: the milliseconds waited, the verdict and the marks (or the failure). */
export type LearnerAnswer =
  { id: number; ms: number; verdict: string; marks: Marks } | { id: number; error: string };

/** POST, then follow the SSE stream to `done`. */
async function submitAndWait(request: LearnerRequest): Promise<LearnerAnswer> {
  const { base, headers, body, timeoutMs, id } = request;
  const started = performance.now();
  const created = (await (
    await fetch(`${base}/submission`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    })
  ).json()) as Submission;
  const marks: Marks = { answered: performance.now() - started };
  const stream = await fetch(`${base}/submission/events/${created._id}`, {
    headers,
    signal: AbortSignal.timeout(timeoutMs),
  });
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream.body!) {
    text += decoder.decode(chunk, { stream: true });
    const now = performance.now() - started;
    for (const match of text.matchAll(/event: \w+\ndata: (.*)\n/g)) {
      const data = JSON.parse(match[1]!) as {
        status: string;
        casesDone: number;
        totalCases: number;
      };
      if (data.status === 'compiling') marks.compiling ??= now;
      if (data.status === 'running' && data.casesDone === 0) marks.running ??= now;
      if (data.status === 'running' && data.casesDone === data.totalCases) marks.ran ??= now;
    }
  }
  const ms = performance.now() - started;
  marks.done = ms;
  const done = /event: done\ndata: (.*)\n/.exec(text);
  const verdict = done
    ? (JSON.parse(done[1]!) as { submission: Submission }).submission.verdict
    : null;
  return { id, ms, verdict: verdict ?? 'no verdict', marks };
}

if (process.send) {
  process.on('message', (request: LearnerRequest) => {
    submitAndWait(request).then(
      (answer) => process.send!(answer),
      (error: unknown) => process.send!({ id: request.id, error: String(error) }),
    );
  });
  // The benchmark ends: so does the learner.
  process.on('disconnect', () => process.exit(0));
}
