// A third party's client of the ZenCode API, typed by types generated from the served description:
//   npx openapi-typescript http://127.0.0.1:3000/api/openapi.json -o api-schema.d.ts
// api/src/http/openapi-client.test.ts generates api-schema.d.ts beside a copy of this file,
// type-checks the two with tsc, and runs signUpAndSubmit against the real server.
import createClient from 'openapi-fetch';
import type { paths } from './api-schema';

export interface Learner {
  email: string;
  password: string;
  fullName: string;
  username: string;
}

/** What the flow saw: enough for a test to check each step. */
export interface FlowResult {
  problemCount: number;
  submissionId: string;
  verdict: 'Accepted' | 'Not Accepted' | null;
  status: string;
}

/** An answer's data, or an error that says which call failed and what the server said. */
function dataOf<T>(call: string, answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) {
    throw new Error(`${call}: ${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

/**
 * Signs up (the code arrives by mail: `codeFor` reads it), completes the profile, reads the problem
 * list, submits `code` in `language` to `problemId` and follows it until it has a verdict.
 */
export async function signUpAndSubmit(options: {
  baseUrl: string;
  learner: Learner;
  codeFor: (email: string) => Promise<string>;
  problemId: string;
  language: 'python' | 'javascript' | 'typescript' | 'java' | 'cpp' | 'c';
  code: string;
}): Promise<FlowResult> {
  const api = createClient<paths>({ baseUrl: options.baseUrl });
  const { email, password, fullName, username } = options.learner;

  dataOf('signUp', await api.POST('/api/auth/signup', { body: { email, password } }));
  const otp = await options.codeFor(email);
  const verified = dataOf(
    'verifyOtp',
    await api.POST('/api/auth/verify-otp', { body: { email, otp } }),
  );
  const completed = dataOf(
    'completeProfile',
    await api.POST('/api/auth/complete-profile', {
      body: { fullName, username },
      headers: { authorization: `Bearer ${verified.token}` },
    }),
  );
  const signedIn = { authorization: `Bearer ${completed.token}` };

  const problems = dataOf('listProblems', await api.GET('/api/problems'));
  if (!problems.some((problem) => problem._id === options.problemId)) {
    throw new Error(`${options.problemId} is not in the problem list`);
  }

  const submitted = dataOf(
    'createSubmission',
    await api.POST('/api/submission', {
      body: { problemId: options.problemId, language: options.language, code: options.code },
      headers: signedIn,
    }),
  );
  let submission = submitted;
  const deadline = Date.now() + 60_000;
  while (submission.status !== 'done') {
    if (Date.now() > deadline) throw new Error(`no verdict within 60 s: ${submission.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    submission = dataOf(
      'getSubmission',
      await api.GET('/api/submission/{id}', {
        params: { path: { id: submitted._id } },
        headers: signedIn,
      }),
    );
  }
  return {
    problemCount: problems.length,
    submissionId: submission._id,
    verdict: submission.verdict,
    status: submission.status,
  };
}
