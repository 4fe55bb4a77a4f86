import {
  editorialResponseSchema,
  helpMessages,
  hintRevealResponseSchema,
  messages,
  problemHelpSchema,
  submissionSchema,
} from '@zencode/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeWorldPerFile } from '../submissions/judge-world-per-file-test-kit.ts';

// No judge workers: what is recorded with a submission is written when it is inserted.
const file = judgeWorldPerFile({ workers: 0, problems: ['two-sum', 'contains-duplicate'] });
const editorial =
  '## Idea\n\nA map.\n\n## Approach\n\n1. Look up.\n\n## Complexity\n\nTime O(n), space O(n).';

beforeAll(async () => {
  await file.test.db
    .updateTable('problems')
    .set({
      pattern: 'arrays-hashing',
      hints: ['First hint.', 'Second hint.', 'Third hint.'],
      similar_slugs: ['contains-duplicate', 'not-published-anywhere'],
      editorial,
    })
    .where('id', '=', 'two-sum')
    .execute();
  // A problem without help: no hints, no editorial.
  await file.test.db
    .updateTable('problems')
    .set({ hints: [], editorial: null })
    .where('id', '=', 'contains-duplicate')
    .execute();
  await file.test.db
    .insertInto('problems')
    .values({
      id: 'hidden-draft',
      name: 'Hidden Draft',
      statement: 'x',
      difficulty: 'Easy',
      status: 'draft',
      hints: ['a', 'b'],
    })
    .execute();
});

const help = async (as?: number) => {
  const response =
    as === undefined
      ? await file.world.app.request('/api/problems/two-sum/help')
      : await file.world.get('/api/problems/two-sum/help', as);
  expect(response.status).toBe(200);
  return problemHelpSchema.parse(await response.json());
};
const submit = async (body: object = {}) => {
  const response = await file.world.post('/api/submission', {
    problemId: 'two-sum',
    language: 'python',
    code: 'class Solution:\n    def twoSum(self, nums, target):\n        return []\n',
    ...body,
  });
  expect(response.status).toBe(201);
  return submissionSchema.parse(await response.json());
};

describe('problem help', () => {
  it('gives the pattern, the hint count, similar published problems, and no hint text unopened', async () => {
    expect(await help()).toEqual({
      problemId: 'two-sum',
      pattern: { id: 'arrays-hashing', name: 'Arrays & Hashing' },
      hintCount: 3,
      openedHints: [],
      similar: [{ _id: 'contains-duplicate', name: 'Contains Duplicate', difficulty: 'Easy' }],
      hasEditorial: true,
      editorialOpened: false,
      solved: false,
    });
  });

  it('opens hints only in order, only signed in, and records them', async () => {
    const anonymous = await file.world.app.request('/api/problems/two-sum/hints/1', {
      method: 'POST',
    });
    expect(anonymous.status).toBe(401);
    const early = await file.world.post('/api/problems/two-sum/hints/2', {});
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ message: helpMessages.hintsInOrder });
    expect((await help(0)).openedHints).toEqual([]);

    const before = await submit();
    expect(before).toMatchObject({ hintsOpened: 0, editorialOpened: false });

    const first = hintRevealResponseSchema.parse(
      await (await file.world.post('/api/problems/two-sum/hints/1', {})).json(),
    );
    expect(first).toEqual({ number: 1, text: 'First hint.', hintsOpened: 1 });
    const second = await file.world.post('/api/problems/two-sum/hints/2', {});
    expect(await second.json()).toEqual({ number: 2, text: 'Second hint.', hintsOpened: 2 });
    // Opening hint 1 again answers it and lowers nothing.
    expect(await (await file.world.post('/api/problems/two-sum/hints/1', {})).json()).toEqual({
      number: 1,
      text: 'First hint.',
      hintsOpened: 2,
    });
    expect((await help(0)).openedHints).toEqual(['First hint.', 'Second hint.']);
    // Another learner opened nothing.
    expect((await help(1)).openedHints).toEqual([]);

    // The record comes from the reveals: a client cannot claim otherwise in its submit body.
    const claimed = await file.world.post('/api/submission', {
      problemId: 'two-sum',
      language: 'python',
      code: 'pass',
      hintsOpened: 0,
    });
    expect(claimed.status).toBe(400);
    const after = await submit();
    expect(after).toMatchObject({ hintsOpened: 2, editorialOpened: false });
    // The earlier submission keeps what was opened when it was made.
    const earlier = await file.world.get(`/api/submission/${before._id}`);
    expect(submissionSchema.parse(await earlier.json())).toMatchObject({ hintsOpened: 0 });
  });

  it('answers a hint number past the last with 404 and a non-number with 400', async () => {
    const missing = await file.world.post('/api/problems/contains-duplicate/hints/1', {});
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: helpMessages.noSuchHint });
    expect((await file.world.post('/api/problems/two-sum/hints/x', {})).status).toBe(400);
    expect((await file.world.post('/api/problems/two-sum/hints/4', {})).status).toBe(400);
  });

  it('opens the editorial with every reference solution, records it as early, and later submissions carry it', async () => {
    const response = await file.world.post('/api/problems/two-sum/editorial', {});
    expect(response.status).toBe(200);
    const opened = editorialResponseSchema.parse(await response.json());
    expect(opened.markdown).toBe(editorial);
    expect(opened.openedEarly).toBe(true);
    expect(opened.solutions.cpp).toContain('twoSum');
    expect(opened.solutions.python).toContain('twoSum');
    // The old format shows the references below it: no code per approach.
    expect(opened.approachCode).toEqual({});
    expect(await help(0)).toMatchObject({ editorialOpened: true, solved: false });
    expect(await submit()).toMatchObject({ hintsOpened: 2, editorialOpened: true });

    // After a solve, opening it again keeps the first opening's record.
    const learner = file.world.users.learner.id;
    await file.test.db
      .insertInto('solved_problems')
      .values({ user_id: learner, problem_id: 'two-sum', points: 10 })
      .execute();
    const again = editorialResponseSchema.parse(
      await (await file.world.post('/api/problems/two-sum/editorial', {})).json(),
    );
    expect(again.openedEarly).toBe(true);

    // The other learner solved first, then opened it: not early.
    const other = file.world.users.other.id;
    await file.test.db
      .insertInto('solved_problems')
      .values({ user_id: other, problem_id: 'two-sum', points: 10 })
      .execute();
    const late = await file.world.post('/api/problems/two-sum/editorial', {}, 1);
    expect(editorialResponseSchema.parse(await late.json()).openedEarly).toBe(false);
  });

  it("gives a teaching editorial's code per approach: its own reference, the others, the slower one", async () => {
    const approach = (number: number, marker: string) =>
      `## Approach ${number}: A${number}\n\n<!-- code: ${marker} -->\n\n**Idea.** i\n\n` +
      '**Why it works.** w\n\n**Steps.**\n\n1. s\n\n- Time: O(n): r.\n- Space: O(1): r.\n\n';
    const teaching =
      approach(1, 'wrong-brute') +
      approach(2, 'reference.py') +
      approach(3, 'reference') +
      '## Pitfalls\n\n- **A.** a\n- **B.** b\n\n## Worked example\n\n1. [0,1]\n';
    await file.test.db
      .updateTable('problems')
      .set({ editorial: teaching })
      .where('id', '=', 'two-sum')
      .execute();
    await file.test.db
      .updateTable('problem_details')
      .set({ approach_code: JSON.stringify({ 'wrong-brute': { python: 'slow python' } }) })
      .where('problem_id', '=', 'two-sum')
      .execute();
    const response = await file.world.post('/api/problems/two-sum/editorial', {});
    expect(response.status).toBe(200);
    const opened = editorialResponseSchema.parse(await response.json());
    expect(opened.markdown).toBe(teaching);
    expect(opened.approachCode['wrong-brute']).toEqual({ python: 'slow python' });
    expect(opened.approachCode['reference.py']).toEqual({ python: opened.solutions.python });
    const rest = opened.approachCode.reference!;
    expect(rest.python).toBeUndefined();
    expect(rest.cpp).toBe(opened.solutions.cpp);
    expect(Object.keys(rest).sort()).toEqual(
      Object.keys(opened.solutions)
        .filter((language) => language !== 'python')
        .sort(),
    );
  });

  it('says when a problem has no editorial, and hides drafts and unknown problems from learners', async () => {
    const none = await file.world.post('/api/problems/contains-duplicate/editorial', {});
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: helpMessages.noEditorial });
    for (const path of ['/api/problems/hidden-draft/help', '/api/problems/no-such/help']) {
      const response = await file.world.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: messages.problemNotFound });
    }
    expect((await file.world.get('/api/problems/hidden-draft/help', 2)).status).toBe(200);
    // Nothing was recorded for a problem the learner cannot see.
    expect((await file.world.post('/api/problems/hidden-draft/hints/1', {})).status).toBe(404);
    const reveals = await file.test.db
      .selectFrom('problem_help_reveals')
      .select('problem_id')
      .where('problem_id', '=', 'hidden-draft')
      .execute();
    expect(reveals).toEqual([]);
  });
});

describe('GET /api/study-plan', () => {
  it('gives the 18 patterns with the 150 slugs, which ship, the 75 most asked, and an ETag', async () => {
    const response = await file.world.app.request('/api/study-plan');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const plan = (await response.json()) as {
      patterns: { id: string; problems: { slug: string; exists: boolean; mostAsked: boolean }[] }[];
    };
    const problems = plan.patterns.flatMap((pattern) => pattern.problems);
    expect(plan.patterns).toHaveLength(18);
    expect(problems).toHaveLength(150);
    expect(problems.filter((problem) => problem.mostAsked)).toHaveLength(75);
    expect(problems.find((problem) => problem.slug === 'two-sum')).toEqual({
      slug: 'two-sum',
      exists: true,
      name: 'Two Sum',
      difficulty: 'Easy',
      mostAsked: true,
    });
    // Loaded here: two-sum and contains-duplicate only.
    expect(
      problems
        .filter((problem) => problem.exists)
        .map((problem) => problem.slug)
        .sort(),
    ).toEqual(['contains-duplicate', 'two-sum']);
    const tag = response.headers.get('etag')!;
    const unchanged = await file.world.app.request('/api/study-plan', {
      headers: { 'if-none-match': tag },
    });
    expect(unchanged.status).toBe(304);
  });

  it('keeps only the 75 most asked with plan=most-asked, and refuses another plan', async () => {
    const response = await file.world.app.request('/api/study-plan?plan=most-asked');
    const plan = (await response.json()) as { patterns: { problems: { mostAsked: boolean }[] }[] };
    const problems = plan.patterns.flatMap((pattern) => pattern.problems);
    expect(problems).toHaveLength(75);
    expect(problems.every((problem) => problem.mostAsked)).toBe(true);
    expect((await file.world.app.request('/api/study-plan?plan=some')).status).toBe(400);
  });
});
