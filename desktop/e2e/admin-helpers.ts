import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, type TestAccount, uniqueName } from './support/accounts.ts';
import { e2eAppPort } from './support/e2e-services.ts';
import type { Mailbox } from './support/mailbox.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The environment of the e2e server that listens on this run's port: scripts/e2e-server.mjs
 * keeps its data in a zencode-e2e-* directory owned by its pid, and other runs may have theirs.
 */
function serverEnvironment(): Record<string, string> {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith('zencode-e2e-'))) {
    const dataDir = join(tmpdir(), name);
    const ownerFile = join(dataDir, 'e2e.owner');
    if (!existsSync(ownerFile)) continue;
    const owner = readFileSync(ownerFile, 'utf8').trim();
    let environ: string;
    try {
      environ = readFileSync(`/proc/${owner}/environ`, 'utf8');
    } catch {
      continue;
    }
    const env = Object.fromEntries(
      environ
        .split('\0')
        .filter(Boolean)
        .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
    );
    if (env.PORT === String(e2eAppPort)) return { ...env, DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  throw new Error(`No e2e server data directory for port ${e2eAppPort}`);
}

/** `npm run user:admin -- <email>` against the server under test: the README's first admin. */
export function promoteToAdmin(email: string): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join('api', 'src', 'cli', 'user-admin.ts'), email],
    { cwd: repoRoot, env: serverEnvironment(), stdio: 'pipe' },
  );
}

/** A verified account promoted to admin (its token stays valid: the role is read from the database). */
export async function createAdmin(
  request: APIRequestContext,
  mailbox: Mailbox,
): Promise<TestAccount> {
  const admin = await createAccount(request, mailbox, 'admin');
  promoteToAdmin(admin.email);
  const check = await request.get('/api/problems/manage', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(check.status()).toBe(200);
  return admin;
}

/** Headers of an API call as this account. */
export const bearer = (account: TestAccount) => ({ authorization: `Bearer ${account.token}` });

/** What the Add Problem dialog asks for. */
export interface NewProblem {
  name: string;
  statement: string;
  code: string;
}

/** Fills the open Add Problem dialog's Name, Statement and Code Template. */
export async function fillProblemDialog(page: Page, problem: NewProblem) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(problem.name);
  await dialog.getByLabel('Statement').fill(problem.statement);
  await dialog.getByLabel('Code Template').fill(problem.code);
}

/** Adds a problem with Add Problem on the page shown: the dialog filled in, then Create. */
export async function addProblem(page: Page, problem: NewProblem) {
  await page.getByRole('button', { name: 'Add Problem' }).click();
  await fillProblemDialog(page, problem);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
}

/** The signature of the problem the authoring tests make: `addAll(a, b)` returns their sum. */
export const addAllSignature = {
  kind: 'function',
  name: 'addAll',
  params: [
    { name: 'a', type: 'integer' },
    { name: 'b', type: 'integer' },
  ],
  return: { type: 'integer' },
};

/** A Python `addAll` that passes every case, and one that fails those with a negative number. */
export const addAllSolutions = {
  right: 'class Solution:\n    def addAll(self, a: int, b: int) -> int:\n        return a + b\n',
  wrong:
    'class Solution:\n    def addAll(self, a: int, b: int) -> int:\n        return abs(a) + abs(b)\n',
};

/**
 * An `addAll` problem made through the API with two cases (one public, one with a negative
 * number), named `<title> <unique>`; with the Python `reference` when one is given, then
 * validated and published when asked (which needs a reference that passes).
 */
export async function authorAddAllProblem(
  request: APIRequestContext,
  admin: TestAccount,
  options: { title: string; reference?: string; publish: boolean },
): Promise<{ id: string; name: string }> {
  const headers = bearer(admin);
  const name = `${options.title} ${uniqueName('a').username}`;
  const created = await request.post('/api/problems', {
    headers,
    data: {
      name,
      statement: 'Add **a** and **b**.',
      code: 'class Solution {};',
      signature: addAllSignature,
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  await request.post(`/api/testcases/problem/${id}/many`, {
    headers,
    data: {
      testcases: [
        { input: '1\n2', output: '3', isPublic: true },
        { input: '-4\n1', output: '-3' },
      ],
    },
  });
  if (options.reference !== undefined) {
    await request.put(`/api/problems/${id}/reference`, {
      headers,
      data: { language: 'python', code: options.reference },
    });
  }
  if (options.publish) {
    const validated = await request.post(`/api/problems/${id}/validate`, { headers });
    expect(((await validated.json()) as { passed: boolean }).passed).toBe(true);
    expect((await request.post(`/api/problems/${id}/publish`, { headers })).status()).toBe(200);
  }
  return { id, name };
}
