import {
  interviewCurrentSchema,
  interviewMessages,
  interviewSessionSchema,
  reviewQueueSchema,
  type InterviewSession,
} from '@zencode/shared/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';
import { interviewTasks } from './interview-tasks.ts';

const file = judgeWorldPerFile({
  workers: 1,
  problems: ['two-sum', 'valid-parentheses'],
  tasks: interviewTasks,
});

const rightTwoSum =
  'class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n';
const wrongTwoSum = 'class Solution:\n    def twoSum(self, nums, target):\n        return [0, 0]\n';
const wrongParentheses = 'class Solution:\n    def isValid(self, s):\n        return True\n';

const send = async (method: string, path: string, body?: unknown, as = 0) =>
  file.world.app.request(path, {
    method,
    headers: { ...(await file.world.bearer(as)), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const startPair = async () => {
  const response = await send('POST', '/api/interview/sessions', { format: 'pair' });
  expect(response.status).toBe(201);
  return interviewSessionSchema.parse(await response.json());
};
async function submitTwoSum(code: string) {
  const response = await file.world.post('/api/submission', {
    problemId: 'two-sum',
    language: 'python',
    code,
  });
  const { _id } = (await response.json()) as { _id: string };
  await file.world.verdictOf(_id);
  return _id;
}
const event = (sessionId: string, body: unknown, as = 0) =>
  send('POST', `/api/interview/sessions/${sessionId}/events`, body, as);
async function judgedReport(sessionId: string): Promise<InterviewSession> {
  for (;;) {
    const session = interviewSessionSchema.parse(
      await (await file.world.get(`/api/interview/sessions/${sessionId}`)).json(),
    );
    if (session.report?.complete) return session;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits, reading only the database (never the session's routes), until the session is reviewed. */
async function reviewedAt(sessionId: string): Promise<Date | null> {
  for (let tries = 0; tries < 150; tries++) {
    const row = await file.test.db
      .selectFrom('interview_sessions')
      .select('reviewed_at')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    if (row.reviewed_at) return row.reviewed_at;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

describe('interview sessions', () => {
  let firstId = '';

  it('draws once: the open session reads back with the same problems, and a second start is refused', async () => {
    const session = await startPair();
    firstId = session.id;
    expect(session.minutes).toBe(45);
    expect(new Date(session.endsAt).getTime() - new Date(session.startedAt).getTime()).toBe(
      45 * 60_000,
    );
    expect(session.problems.map((problem) => problem.problemId).sort()).toEqual([
      'two-sum',
      'valid-parentheses',
    ]);
    const current = interviewCurrentSchema.parse(
      await (await file.world.get('/api/interview/current')).json(),
    );
    expect(current.session?.problems).toEqual(session.problems);
    const again = await send('POST', '/api/interview/sessions', { format: 'pair' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: interviewMessages.alreadyRunning });
  });

  it('is private: another learner gets 404 on reading it or recording into it', async () => {
    expect((await file.world.get(`/api/interview/sessions/${firstId}`, 1)).status).toBe(404);
    expect((await event(firstId, { kind: 'run', problemId: 'two-sum' }, 1)).status).toBe(404);
    expect(
      (await send('POST', `/api/interview/sessions/${firstId}/end`, undefined, 1)).status,
    ).toBe(404);
  });

  it('reports from the recorded events and puts the problems in the review queue', async () => {
    expect((await event(firstId, { kind: 'run', problemId: 'two-sum' })).status).toBe(204);
    for (const code of [wrongTwoSum, rightTwoSum]) {
      const submissionId = await submitTwoSum(code);
      expect(
        (await event(firstId, { kind: 'submit', problemId: 'two-sum', submissionId })).status,
      ).toBe(204);
    }
    // valid-parentheses was never submitted: its saved draft is submitted at the end.
    await file.test.db
      .insertInto('drafts')
      .values({
        user_id: file.world.users.learner.id,
        problem_id: 'valid-parentheses',
        language: 'python',
        code: wrongParentheses,
        version: 1,
      })
      .execute();
    const ended = await send('POST', `/api/interview/sessions/${firstId}/end`);
    expect(ended.status).toBe(200);
    const session = await judgedReport(firstId);
    expect(session.endedAt).not.toBeNull();
    const events = await file.test.db
      .selectFrom('interview_events as e')
      .leftJoin('submissions as s', 's.id', 'e.submission_id')
      .select(['e.problem_id', 'e.kind', 'e.at', 's.created_at', 's.verdict'])
      .where('e.session_id', '=', firstId)
      .execute();
    const startedAt = new Date(session.startedAt).getTime();
    const firstRun = events.find((row) => row.kind === 'run')!;
    const accepted = events.find((row) => row.verdict === 'Accepted')!;
    const twoSum = session.report!.problems.find((problem) => problem.problemId === 'two-sum')!;
    expect(twoSum).toMatchObject({
      verdict: 'Accepted',
      failingCase: null,
      runs: 1,
      submissions: 2,
      secondsToFirstRun: Math.round((firstRun.at.getTime() - startedAt) / 1000),
      secondsToAccepted: Math.round((accepted.created_at!.getTime() - startedAt) / 1000),
    });
    expect(twoSum.editorialIdea).toMatch(/\S/);
    const parentheses = session.report!.problems.find(
      (problem) => problem.problemId === 'valid-parentheses',
    )!;
    expect(parentheses).toMatchObject({ verdict: 'Not Accepted', runs: 0, submissions: 1 });
    expect(parentheses.failingCase).not.toBeNull();
    expect(parentheses.secondsToAccepted).toBeNull();
    expect(session.report!.summary).toContain('You solved 1 of 2 problems.');
    // Written by the end's review once its last verdict came in.
    expect(await reviewedAt(firstId)).not.toBeNull();

    const queue = reviewQueueSchema.parse(
      await (await file.world.get('/api/review-queue?tz=UTC')).json(),
    );
    const cards = Object.fromEntries(queue.cards.map((card) => [card.problemId, card.last]));
    expect(cards['valid-parentheses']).toMatchObject({
      rating: 'Again',
      proposed: true,
      reasons: ['not solved in an interview session'],
    });
    expect(cards['two-sum']).toMatchObject({ rating: 'Good', proposed: true });
    // Read again: nothing is put in the queue twice.
    await judgedReport(firstId);
    const logs = await file.test.db
      .selectFrom('review_logs')
      .select('problem_id')
      .where('user_id', '=', file.world.users.learner.id)
      .execute();
    expect(logs.map((row) => row.problem_id).sort()).toEqual(['two-sum', 'valid-parentheses']);
  });

  it('refuses, for the session, a submission made after its end by the server clock', async () => {
    const session = await startPair();
    const submissionId = await submitTwoSum(wrongTwoSum);
    // The session started 50 minutes ago: its 45 have run out, whatever the device says.
    await sql`update interview_sessions set started_at = now() - interval '50 minutes' where id = ${session.id}`.execute(
      file.test.db,
    );
    const refused = await event(session.id, { kind: 'submit', problemId: 'two-sum', submissionId });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: interviewMessages.ended });
    expect((await event(session.id, { kind: 'run', problemId: 'two-sum' })).status).toBe(409);
    const read = await judgedReport(session.id);
    expect(read.endedAt).toBe(read.endsAt);
    expect(read.report!.problems.find((problem) => problem.problemId === 'two-sum')).toMatchObject({
      submissions: 0,
      verdict: null,
    });
    // It stays an ordinary submission of the learner.
    expect((await file.world.get(`/api/submission/${submissionId}`)).status).toBe(200);
    expect(
      interviewCurrentSchema.parse(await (await file.world.get('/api/interview/current')).json())
        .session,
    ).toBeNull();
  });

  it('waits for an end under way, then refuses the submission it was recording', async () => {
    const session = await startPair();
    const submissionId = await submitTwoSum(rightTwoSum);
    let recording: Promise<Response> | undefined;
    // The session is being ended elsewhere: its row is locked until that end commits.
    await file.test.db.transaction().execute(async (trx) => {
      await sql`select id from interview_sessions where id = ${session.id} for update`.execute(trx);
      recording = event(session.id, { kind: 'submit', problemId: 'two-sum', submissionId });
      // Time for the request to reach the session (it may not see this end yet).
      await new Promise((resolve) => setTimeout(resolve, 500));
      await trx
        .updateTable('interview_sessions')
        .set({ ended_at: new Date() })
        .where('id', '=', session.id)
        .execute();
    });
    const refused = await recording!;
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: interviewMessages.ended });
    const recorded = await file.test.db
      .selectFrom('interview_events')
      .select('id')
      .where('submission_id', '=', submissionId)
      .execute();
    expect(recorded).toEqual([]);
  });

  it('writes the review entries once the ended session is judged, with no one reading it', async () => {
    const session = await startPair();
    await file.test.db
      .updateTable('drafts')
      .set({ code: wrongParentheses, updated_at: new Date() })
      .where('user_id', '=', file.world.users.learner.id)
      .where('problem_id', '=', 'valid-parentheses')
      .execute();
    // The end answers while the draft it submitted still waits for its verdict.
    const response = await send('POST', `/api/interview/sessions/${session.id}/end`);
    expect(response.status).toBe(200);
    const ended = interviewSessionSchema.parse(await response.json());
    expect(ended.report?.complete).toBe(false);
    expect(await reviewedAt(session.id)).not.toBeNull();
    const logs = await file.test.db
      .selectFrom('review_logs')
      .select(['problem_id', 'rating'])
      .where('user_id', '=', file.world.users.learner.id)
      .where('reviewed_at', '=', new Date(ended.endedAt!))
      .execute();
    expect(logs).toEqual(
      expect.arrayContaining([{ problem_id: 'valid-parentheses', rating: 'Again' }]),
    );
  });

  it('ends even when a draft can no longer be judged: that problem reads never submitted', async () => {
    const session = await startPair();
    await file.test.db
      .insertInto('drafts')
      .values({
        user_id: file.world.users.learner.id,
        problem_id: 'valid-parentheses',
        language: 'python',
        code: wrongParentheses,
        version: 1,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'problem_id', 'language']).doUpdateSet({ updated_at: new Date() }),
      )
      .execute();
    // Taken out of the catalogue during the session: the judge no longer takes it.
    await file.test.db
      .updateTable('problems')
      .set({ status: 'draft' })
      .where('id', '=', 'valid-parentheses')
      .execute();
    const ended = await send('POST', `/api/interview/sessions/${session.id}/end`);
    expect(ended.status).toBe(200);
    const read = interviewSessionSchema.parse(await ended.json());
    expect(read.endedAt).not.toBeNull();
    expect(
      read.report!.problems.find((problem) => problem.problemId === 'valid-parentheses'),
    ).toMatchObject({ submissions: 0, verdict: null });
  });
});
