import { createServer, type IncomingMessage, type Server } from 'node:http';
import { aiReviewResponseSchema, messages } from '@zencode/shared/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalog, readCatalog } from '../../catalog/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createTestConfig } from '../../test/test-config.ts';
import { testDatabasePerFile } from '../../test/test-database.ts';
import { signSessionToken } from '../auth/index.ts';

/** A stand-in for an OpenAI-compatible endpoint on loopback that records what it is asked. */
interface FakeModel {
  requests: { path: string; authorization?: string; body: ChatBody }[];
  answer: { status: number; body: unknown };
}
interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
}

const aiPort = 18971;
const model: FakeModel = { requests: [], answer: { status: 200, body: {} } };
let server: Server;
const test = testDatabasePerFile();
const tokens: string[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

async function insertLearner(name: string): Promise<string> {
  const row = await test.db
    .insertInto('users')
    .values({
      email: `${name}@example.com`,
      username: name,
      full_name: name,
      name,
      role: 'user',
      email_verified_at: new Date(),
      profile_complete: true,
    })
    .returning(['id', 'username', 'role', 'session_version'])
    .executeTakeFirstOrThrow();
  return signSessionToken('test-secret-test-secret-test-secret-0123', {
    sub: row.id,
    username: row.username,
    role: row.role,
    sv: row.session_version,
  });
}

beforeAll(async () => {
  await loadCatalog(
    test.db,
    readCatalog().filter((problem) => problem.slug === 'two-sum'),
  );
  for (const name of ['ada', 'grace', 'linus', 'barbara']) tokens.push(await insertLearner(name));
  server = createServer((request, response) => {
    void readBody(request).then((text) => {
      model.requests.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text) as ChatBody,
      });
      response.writeHead(model.answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(model.answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(aiPort, '127.0.0.1', resolve));
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
});

const aiApp = () =>
  createTestApp(test.db, {
    config: createTestConfig({
      AI_BASE_URL: `http://127.0.0.1:${aiPort}/v1`,
      AI_MODEL: 'zen-reviewer',
      AI_API_KEY: 'sk-test',
    }),
  }).app;

async function postReview(
  app: ReturnType<typeof aiApp>,
  body: unknown,
  token: string | undefined = tokens[0],
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request('/api/ai-review', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const wrongTwoSum = `class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        int unused = 0;
        return {0, 1};
    }
};
`;

describe('POST /api/ai-review with an AI endpoint', () => {
  it('refuses visitors', async () => {
    const { status } = await postReview(aiApp(), { code: 'print(1)' }, '');
    expect(status).toBe(401);
  });

  it("answers 400 with the product's message for blank code", async () => {
    const { status, body } = await postReview(aiApp(), { code: '   \n' });
    expect(status).toBe(400);
    expect(body.message).toContain(messages.noCodeToReview);
  });

  it('asks the model with the problem, what the built-in review found and the code', async () => {
    model.requests = [];
    model.answer = {
      status: 200,
      body: {
        choices: [{ message: { role: 'assistant', content: '## Looks good\nBut check `i`.' } }],
      },
    };
    const { status, body } = await postReview(aiApp(), {
      code: wrongTwoSum,
      language: 'cpp',
      problemId: 'two-sum',
    });
    expect(status).toBe(200);
    expect(aiReviewResponseSchema.parse(body).aiResponse).toBe('## Looks good\nBut check `i`.');
    expect(model.requests).toHaveLength(1);
    const [asked] = model.requests;
    expect(asked!.path).toBe('/v1/chat/completions');
    expect(asked!.authorization).toBe('Bearer sk-test');
    expect(asked!.body.model).toBe('zen-reviewer');
    const prompt = asked!.body.messages.at(-1)!.content;
    expect(prompt).toContain('# Problem: Two Sum (Easy)');
    expect(prompt).toContain('return those two indices');
    expect(prompt).toContain('## Example 1');
    expect(prompt).toContain(wrongTwoSum);
    expect(prompt).toContain('My C++ code');
    // The model starts from the tools' findings: the compiler, the examples, the complexity.
    expect(prompt).toContain("# What ZenCode's tools found");
    expect(prompt).toContain('### Compiler');
    expect(prompt).toContain('### Examples');
    expect(prompt).toContain('### Complexity');
  }, 60_000);

  it('answers an empty review when the model says nothing, and 503 when it fails', async () => {
    model.answer = { status: 200, body: { choices: [{ message: { content: null } }] } };
    const empty = await postReview(aiApp(), { code: 'print(1)' }, tokens[1]);
    expect(empty).toEqual({ status: 200, body: { aiResponse: '' } });
    model.answer = { status: 500, body: { error: 'overloaded' } };
    const failed = await postReview(aiApp(), { code: 'print(1)' }, tokens[1]);
    expect(failed).toEqual({ status: 503, body: { message: messages.aiReviewUnavailable } });
  });

  it('limits each learner to ten reviews a minute', async () => {
    model.answer = { status: 200, body: { choices: [{ message: { content: 'ok' } }] } };
    const app = aiApp();
    // The limiter uses fixed one-minute windows: pin the clock inside one so a slow machine cannot
    // spread the eleven requests over two windows.
    const minuteStart = Math.floor(Date.now() / 60_000) * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: minuteStart + 1_000 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await postReview(app, { code: 'print(1)' }, tokens[2])).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/ai-review without an AI endpoint (built-in review)', () => {
  const app = () => createTestApp(test.db).app;

  it('shows the compiler warning and the failing public example', async () => {
    const { status, body } = await postReview(
      app(),
      { code: wrongTwoSum, language: 'cpp', problemId: 'two-sum' },
      tokens[3],
    );
    expect(status).toBe(200);
    const review = aiReviewResponseSchema.parse(body).aiResponse;
    expect(review).toContain('# Review of your C++ solution to Two Sum');
    expect(review).toMatch(/solution\.cpp:4:\d+: warning: unused variable .unused./);
    expect(review).not.toContain('zc-harness');
    expect(review).toContain('2 of 3 public examples pass');
    expect(review).toContain('### Example 2: Wrong Answer');
    expect(review).toContain('[3,2,4]\n6');
    expect(review).toContain('[1,2]');
  }, 120_000);

  it("quotes the compiler's errors for code that does not compile, guessing the language", async () => {
    const { body } = await postReview(
      app(),
      {
        code: 'public class Main {\n  public static void main(String[] a) {\n    int x = "no";\n  }\n}\n',
      },
      tokens[3],
    );
    const review = aiReviewResponseSchema.parse(body).aiResponse;
    expect(review).toContain('# Review of your Java code');
    expect(review).toContain('rejects the code');
    expect(review).toMatch(/Main\.java:3: error: incompatible types/);
  }, 120_000);

  it('passes a clean Python program and a correct solution', async () => {
    const clean = await postReview(app(), { code: 'print(input())\n', language: 'py' }, tokens[3]);
    expect(aiReviewResponseSchema.parse(clean.body).aiResponse).toContain('compiles cleanly');
    const solved = await postReview(
      app(),
      {
        language: 'python',
        problemId: 'two-sum',
        code: 'class Solution:\n    def twoSum(self, nums, target):\n        seen = {}\n        for i, n in enumerate(nums):\n            if target - n in seen:\n                return [seen[target - n], i]\n            seen[n] = i\n',
      },
      tokens[3],
    );
    expect(aiReviewResponseSchema.parse(solved.body).aiResponse).toContain(
      'All 3 public examples pass',
    );
  }, 120_000);
});
