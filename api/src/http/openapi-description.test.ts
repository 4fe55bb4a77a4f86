import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn } from '../features/auth/auth-testing.ts';
import { captureSmtpServerPerFile } from '../test/capture-smtp-per-file.ts';
import { startRealServer, type RealServer } from '../test/real-server.ts';

// The API description as a third party meets it: served by the real server, checked by the
// ecosystem's linter, and turned into a typed client that signs up and submits.

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

const smtp = captureSmtpServerPerFile();
let server: RealServer;
let description: Record<string, unknown>;
let workDir: string;

beforeAll(async () => {
  server = await startRealServer({ SMTP_URL: smtp.url });
  const answer = await fetch(`${server.url}/api/openapi.json`);
  expect(answer.status).toBe(200);
  description = (await answer.json()) as Record<string, unknown>;
  // Inside the repo (its .tmp is ignored by git, ESLint and Prettier) so that the generated
  // client resolves openapi-fetch from the repo's node_modules.
  mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
  workDir = mkdtempSync(join(repoRoot, '.tmp', 'openapi-'));
});

afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the served OpenAPI description', () => {
  it('passes redocly lint with the recommended rules: no error, no warning', async () => {
    // The checked-in config and ignore file, beside the document as the ignore file names it.
    writeFileSync(join(workDir, 'openapi.json'), JSON.stringify(description, null, 2));
    copyFileSync(join(repoRoot, 'redocly.yaml'), join(workDir, 'redocly.yaml'));
    copyFileSync(
      join(repoRoot, '.redocly.lint-ignore.yaml'),
      join(workDir, '.redocly.lint-ignore.yaml'),
    );
    const { stdout } = await run(bin('redocly'), ['lint', 'openapi.json', '--format=json'], {
      cwd: workDir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; message: string }) => {
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const found = report.problems
      .filter((problem) => !('ignored' in problem && problem.ignored))
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(report.totals.warnings).toBe(0);
  });

  it('gives every operation a unique operationId and a declared security', () => {
    const paths = description.paths as Record<string, Record<string, Record<string, unknown>>>;
    const ids: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
        expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
        ids.push(operation.operationId as string);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes every pattern as JSON Schema reads it: no regular-expression flags', () => {
    const patterns: string[] = [];
    JSON.stringify(description, (key, value: unknown) => {
      if (key === 'pattern' && typeof value === 'string') patterns.push(value);
      return value;
    });
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) {
      expect(() => new RegExp(pattern, 'u'), pattern).not.toThrow();
      expect(pattern, 'a JavaScript flag leaked into the pattern').not.toMatch(/\/[dgimsuvy]+$/);
    }
  });
});

describe('a client generated from the description (openapi-typescript + openapi-fetch)', () => {
  it('type-checks, then signs up, reads the problem list, submits and reads the verdict', async () => {
    const schema = astToString(await openapiTS(description as never));
    writeFileSync(join(workDir, 'api-schema.d.ts'), schema);
    const flowSource = fileURLToPath(
      new URL('../../openapi-client/sign-up-and-submit.ts', import.meta.url),
    );
    copyFileSync(flowSource, join(workDir, 'sign-up-and-submit.ts'));
    writeFileSync(
      join(workDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        files: ['sign-up-and-submit.ts'],
      }),
    );
    // A call the description does not allow would not compile: the types are the proof.
    await run(bin('tsc'), ['-p', join(workDir, 'tsconfig.json')]).catch(
      (error: { stdout?: string }) => {
        throw new Error(`the generated client does not type-check:\n${error.stdout}`);
      },
    );

    const flow = (await import(/* @vite-ignore */ join(workDir, 'sign-up-and-submit.ts'))) as {
      // The example's own types come from the generated schema, which api's tsconfig cannot see.
      signUpAndSubmit(
        options: object,
      ): Promise<{ problemCount: number; status: string; verdict: string | null }>;
    };
    const result = await flow.signUpAndSubmit({
      baseUrl: server.url,
      learner: {
        email: 'third.party@example.com',
        password: 'Client-1-pass',
        fullName: 'Third Party',
        username: 'third_party',
      },
      codeFor: async (email: string) => codeIn(await smtp.waitForMail(email)),
      problemId: 'two-sum',
      language: 'python',
      code: readFileSync(
        join(repoRoot, 'api', 'catalog', 'two-sum', 'solutions', 'reference.py'),
        'utf8',
      ),
    });
    expect(result.problemCount).toBeGreaterThan(1);
    expect(result.status).toBe('done');
    expect(result.verdict).toBe('Accepted');
  });
});
