import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEmbeddedPostgres } from '../../api/src/db/embedded-postgres.ts';
import { silentLogger } from '../../api/src/logger.ts';
import { queryOnce } from '../../api/src/test/query-once.ts';
import { useSessionToken } from './support/accounts.ts';
import { e2eAppPort } from './support/e2e-services.ts';
import { createOwnAdmin, startOwnServer, type OwnServer } from './support/own-server.ts';
import { useTheme } from './support/solving.ts';

/**
 * What an admin sees of the background validation of the shipped catalogue, on a server of this
 * test's own (the shared e2e server runs with BACKGROUND_VALIDATION=off): the first start loads
 * the catalogue without validating it; an admin breaks Two Sum's Python reference; the next start
 * validates every published problem in list order, behind submissions. The server is stopped
 * long before the 83 problems are done.
 */
const port = e2eAppPort + 6;
let dataDir: string;
let server: OwnServer | undefined;
let token: string;

const wrongTwoSum =
  'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        return [0, 0]\n';

test.describe.configure({ mode: 'serial' });

/**
 * Gives the live Two Sum a wrong Python reference, in the stopped server's database. Through the
 * API an admin's change to a live problem's reference goes into a draft revision, which background
 * validation leaves alone: only a published problem that went wrong (a catalogue reload, a bad
 * migration) shows the failure this test is about.
 */
async function breakLiveReference(dir: string) {
  const postgres = await startEmbeddedPostgres({ dataDir: dir, logger: silentLogger });
  try {
    const updated = await queryOnce(
      postgres.connectionString,
      `update problem_details
          set reference_solution = jsonb_set(reference_solution, '{python}', to_jsonb(${sqlText(wrongTwoSum)}::text))
        where problem_id = 'two-sum'
        returning problem_id`,
    );
    expect(updated).toHaveLength(1);
  } finally {
    await postgres.stop();
  }
}

/** A constant as a PostgreSQL string literal (the text is this file's own). */
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  // Not zencode-e2e-*: scripts/e2e-server.mjs removes those of no running e2e server.
  dataDir = mkdtempSync(join(tmpdir(), 'zencode-validation-e2e-'));
  // When run as root, PostgreSQL runs as the `postgres` user, which must be able to enter it.
  chmodSync(dataDir, 0o755);
  server = await startOwnServer(dataDir, port, { BACKGROUND_VALIDATION: 'off' });
  const email = 'validation-admin@example.com';
  const password = createOwnAdmin(dataDir, port, email);
  const api = await playwright.request.newContext({ baseURL: server.url });
  const signedIn = await api.post('/api/auth/signin', { data: { email, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  token = ((await signedIn.json()) as { token: string }).token;
  await api.dispose();
  await server.stop();
  await breakLiveReference(dataDir);
  server = await startOwnServer(dataDir, port, { BACKGROUND_VALIDATION: 'on' });
  // The session outlives the restart (the signing key is kept in the data dir).
  const again = await playwright.request.newContext({ baseURL: server.url });
  const manage = await again.get('/api/problems/manage', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(manage.status(), server.output()).toBe(200);
  await again.dispose();
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const card = (page: Page, id: string) => page.locator(`[data-problem-id="${id}"]`);
const stateOf = (page: Page, id: string) => card(page, id).getByTestId('validation-state');

test('the dashboard shows Validating…, then Validated or Validation failed with its reason', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await useSessionToken(page, token);
  await useTheme(page, 'light');
  await page.goto(`${server!.url}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The last problem of the list waits its turn.
  const last = stateOf(page, 'longest-common-subsequence');
  await expect(last).toHaveText('Validating…');
  await expect(last).toHaveAttribute('data-state', 'validating');

  // The list reads itself again as results land: the broken reference fails, as a failure.
  const twoSum = stateOf(page, 'two-sum');
  await expect(twoSum).toHaveText('Validation failed', { timeout: 150_000 });
  await expect(twoSum).toHaveAttribute('data-state', 'failed');
  await expect(twoSum).toHaveAttribute('title', 'Python: case 1, Wrong Answer');
  await expect(card(page, 'two-sum').getByTestId('validation-failure')).toHaveText(
    'Python: case 1, Wrong Answer',
  );
  // Drawn in the theme's destructive red, never as a success.
  await expect(twoSum).toHaveClass(/\btext-destructive\b/);
  const next = stateOf(page, 'add-two-numbers');
  await expect(next).toHaveText('Validated', { timeout: 150_000 });

  await page.screenshot({ path: testInfo.outputPath('dashboard-light.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await card(page, 'two-sum').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('dashboard-390.png') });
  await useTheme(page, 'dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(stateOf(page, 'two-sum')).toHaveText('Validation failed');
  await page.screenshot({ path: testInfo.outputPath('dashboard-dark.png') });
});
