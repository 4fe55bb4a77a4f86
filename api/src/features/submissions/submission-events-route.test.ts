import { messages, type Submission, type SubmissionEvent } from '@zencode/shared/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { catalogSolution } from '../../catalog/index.ts';
import { streamsPerLearner } from './submission-events-route.ts';
import { judgeWorldPerFile } from './judge-world-per-file-test-kit.ts';

// No workers here: the tests run the judge job themselves, so every step is observable.
const file = judgeWorldPerFile({ workers: 0 });

async function submit(language: string, code: string, as = 0) {
  return file.world.post('/api/submission', { problemId: 'two-sum', language, code }, as);
}

/** Reads server-sent events until the stream ends: [{ event, data }]. */
async function readEvents(response: Response, onEvent: (count: number) => void = () => {}) {
  const events: { event: string; data: SubmissionEvent }[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body!) {
    buffer += decoder.decode(chunk as Uint8Array, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) {
        events.push({ event, data: JSON.parse(data) as SubmissionEvent });
        onEvent(events.length);
      }
    }
  }
  return events;
}

describe('GET /api/submission/events/:id', () => {
  it('streams queued, compiling, running case k of n, then done with the result', async () => {
    const queued = (await (
      await submit('python', catalogSolution('two-sum', 'reference', 'python'))
    ).json()) as Submission;
    const stream = await file.world.get(`/api/submission/events/${queued._id}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    let judging: Promise<void> | undefined;
    const events = await readEvents(stream, (count) => {
      // Judge once the stream has said "queued", so every later step is seen live.
      if (count === 1) judging = file.world.handle(queued._id, { attempt: 1, maxAttempts: 5 });
    });
    await judging;
    expect(events[0]).toEqual({
      event: 'progress',
      data: { status: 'queued', casesDone: 0, totalCases: queued.totalCases },
    });
    const statuses = events.map((event) => event.data.status);
    expect(statuses).toContain('compiling');
    expect(statuses).toContain('running');
    const running = events.filter((event) => event.data.status === 'running');
    const counts = running.map((event) => event.data.casesDone);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    // Case by case through the public cases only: the pace of hidden cases is their times.
    const { count: publicCount } = await file.test.db
      .selectFrom('testcases')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('problem_id', '=', 'two-sum')
      .where('is_public', '=', true)
      .executeTakeFirstOrThrow();
    expect(counts.at(-1)).toBe(Number(publicCount));
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    expect(last.data.submission).toMatchObject({ _id: queued._id, verdict: 'Accepted' });
    // The result in the stream: hidden cases are their verdicts only, no time or memory.
    const hidden = last.data.submission!.cases.filter((result) => result.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const result of hidden) {
      expect(Object.keys(result).sort()).toEqual(['hidden', 'index', 'verdict']);
    }
  }, 120_000);

  it('sends done at once for a finished submission', async () => {
    const [done] = (await (await file.world.get('/api/submission')).json()) as Submission[];
    const events = await readEvents(await file.world.get(`/api/submission/events/${done!._id}`));
    expect(events).toHaveLength(1);
    expect(events[0]!.data.submission?.verdict).toBe('Accepted');
    expect(file.world.runtime.progress.size).toBe(0);
  });
});

describe('fairness', () => {
  it('refuses a fourth unfinished submission and queues later ones behind other learners', async () => {
    const code = catalogSolution('two-sum', 'reference', 'python');
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await submit('python', code, 1);
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as Submission)._id);
    }
    const fourth = await submit('python', code, 1);
    expect(fourth.status).toBe(429);
    const first = await submit('python', code, 2);
    expect(first.status).toBe(201);
    const firstId = ((await first.json()) as Submission)._id;

    const jobs = await sql<{ id: string; priority: number }>`
      select substr(key, 7) as id, priority from graphile_worker.jobs
      where task_identifier = 'judge-submission'`.execute(file.test.db);
    const priority = new Map(jobs.rows.map((row) => [row.id, row.priority]));
    expect(ids.map((id) => priority.get(id))).toEqual([0, 1, 2]);
    expect(priority.get(firstId)).toBe(0);

    const health = (await (await file.world.app.request('/api/health')).json()) as {
      queueDepth: number;
      judgeLatencyMs: number;
    };
    // The jobs this file ran by hand stay in the queue too (no worker completed them).
    expect(health.queueDepth).toBe(jobs.rows.length);
    expect(jobs.rows.length).toBeGreaterThanOrEqual(4);
    expect(health.judgeLatencyMs).toBeGreaterThan(0);

    // Once one is judged, the learner may submit again.
    await file.world.handle(ids[0]!, { attempt: 1, maxAttempts: 5 });
    expect((await submit('python', code, 1)).status).toBe(201);
  }, 120_000);
});

describe('a problem without test cases', () => {
  it('is refused at submit, and a queued submission whose cases vanished is never Accepted', async () => {
    await sql`insert into problems (id, name, statement, difficulty, status)
      values ('empty', 'Empty', 'Nothing to test.', 'Easy', 'published')`.execute(file.test.db);
    await sql`insert into problem_details
      (problem_id, constraints, examples, signature, checker, limits, boilerplate, harness, reference_solution)
      select 'empty', constraints, examples, signature, checker, limits, boilerplate, harness, '{}'
      from problem_details where problem_id = 'two-sum'`.execute(file.test.db);
    const code = catalogSolution('two-sum', 'reference', 'python');
    const refused = await file.world.post('/api/submission', {
      problemId: 'empty',
      language: 'python',
      code,
    });
    expect(refused.status).toBe(404);

    const { id } = await file.test.db
      .insertInto('submissions')
      .values({
        user_id: file.world.users.admin.id,
        problem_id: 'empty',
        language: 'python',
        code,
        cases: JSON.stringify([]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await file.world.handle(id, { attempt: 1, maxAttempts: 5 });
    const done = (await (await file.world.get(`/api/submission/${id}`, 2)).json()) as Submission;
    expect(done).toMatchObject({ status: 'done', verdict: 'Not Accepted' });
    const solved = await file.test.db
      .selectFrom('solved_problems')
      .select('problem_id')
      .where('problem_id', '=', 'empty')
      .execute();
    expect(solved).toEqual([]);
  });
});

describe('event streams per learner', () => {
  it(`holds at most ${streamsPerLearner} open streams per learner, and frees a slot when one ends`, async () => {
    const queued = (await (
      await submit('python', catalogSolution('two-sum', 'reference', 'python'))
    ).json()) as Submission;
    // No workers: the submission stays queued, so every stream stays open.
    const path = `/api/submission/events/${queued._id}`;
    const open = await Promise.all(
      Array.from({ length: streamsPerLearner }, () => file.world.get(path)),
    );
    expect(open.map((response) => response.status)).toEqual(open.map(() => 200));
    const refused = await file.world.get(path);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: messages.tooManyStreams });
    // Another learner (who has unfinished submissions of their own) is not affected.
    const theirs = (await (await file.world.get('/api/submission', 1)).json()) as Submission[];
    const unfinished = theirs.find((submission) => submission.status !== 'done')!;
    const othersStream = await file.world.get(`/api/submission/events/${unfinished._id}`, 1);
    expect(othersStream.status).toBe(200);
    // A stream the learner closes gives its slot back.
    await open[0]!.body!.cancel();
    let again: Response | undefined;
    for (let attempt = 0; attempt < 50 && again?.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = await file.world.get(path);
      if (again.status !== 200) await again.body?.cancel();
    }
    expect(again?.status).toBe(200);
    for (const response of [...open.slice(1), othersStream, again!]) await response.body!.cancel();
  });
});
