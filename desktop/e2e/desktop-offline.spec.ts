import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page, TestInfo } from '@playwright/test';
import {
  desktopUpdateText,
  messages,
  settingNotSavedText,
  type LearnerWork,
} from '@zencode/shared/contract';
import AxeBuilder from '@axe-core/playwright';
import { addToOutbox, listOutbox, openCacheDatabase, setOutboxState } from '../main/cache/index.ts';
import { accountOfToken } from '../main/offline/session-account.ts';
import { makeReadOnly } from '../main/read-only-for-tests.ts';
import type { TestAccount } from './support/accounts.ts';
import { secretService } from '../main/secrets/index.ts';
import { offlineCalls } from '../preload/offline-contract.ts';
import { desktopPageOrigin, type DesktopHarness } from './support/desktop-harness.ts';
import { accountPythonDraft as accountDraft } from './support/drafts.ts';
import {
  openProblemOnDesktop as openProblem,
  signInOnDesktop as signIn,
  startSignedOutOnDesktop,
  useDesktopHarness,
} from './support/desktop-pages.ts';
import {
  catalogSolution,
  chooseLanguage,
  editorText,
  expect,
  replaceEditorCode,
  showPhonePane,
  test,
  useTheme,
} from './support/solving.ts';

/**
 * With SCREENSHOTS_DIR set, pictures the page in each theme and width (the theme is the learner's
 * pick, applied by a reload; `reopen` waits for the page, or brings back what the reload closed),
 * then goes back to light at 1280 px.
 */
async function screenshotPerTheme(
  page: Page,
  name: string,
  looks: readonly (readonly ['light' | 'dark', number])[],
  reopen: () => Promise<void>,
) {
  const shots = process.env.SCREENSHOTS_DIR;
  if (!shots) return;
  // Reopened at full width (where the user menu is), then narrowed.
  const pick = async (theme: 'light' | 'dark') => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await reopen();
  };
  for (const [theme, width] of looks) {
    await pick(theme);
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${theme}-${width}.png` });
  }
  await pick('light');
}

// The desktop app offline, in Chromium: the real main-process services behind page.route and the
// real preload API in the page (see support/desktop-harness.ts). "The server goes away" closes the
// only road from the desktop to the API, so every request to it is refused.
let desktop: DesktopHarness;
// `UPDATE_SCREENSHOTS=1` refreshes the README's pictures of the offline problem page and outbox.
const screenshot = (page: Page, name: string) =>
  process.env.UPDATE_SCREENSHOTS
    ? page.screenshot({ path: `docs/desktop/${name}.png` })
    : undefined;

/** Opens Settings › Desktop from the user menu of a signed-in page. */
async function openDesktopTab(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).first().click();
  await page.getByRole('menuitem', { name: /Settings/ }).click();
  await page.getByRole('tab', { name: 'Desktop' }).click();
}

/** Starts signed out (the last test's learner logs out) with the server up, then signs in. */
async function startSignedIn(
  context: BrowserContext,
  page: Page,
  learner: { email: string; password: string },
) {
  await startSignedOutOnDesktop(desktop, page, context);
  await signIn(page, learner);
}

/** Signs in as the test's learner and opens Settings › Desktop. */
async function openDesktopSettings(
  context: BrowserContext,
  page: Page,
  learner: { email: string; password: string },
) {
  await startSignedIn(context, page, learner);
  await openDesktopTab(page);
}

useDesktopHarness((started) => (desktop = started));

test('syncs, works offline from the cache, runs locally, queues a submission and sends it when the server is back', async ({
  context,
  page,
  learner,
}) => {
  test.setTimeout(240_000);
  await desktop.attach(context, page);

  // First start online: sign in with e-mail and password; the session goes to the keychain.
  await signIn(page, learner);
  await expect.poll(() => desktop.keytar.getPassword(secretService, desktop.server)).toMatch(/^ey/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // First sync: the list and an opened problem land in the cache.
  await page.goto(`${desktopPageOrigin}/problems`);
  await expect(page.getByRole('link', { name: /Two Sum/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(`${desktopPageOrigin}/problems/two-sum`);
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible({ timeout: 20_000 });
  // Its public cases arrived too (what Run uses offline), before the server goes away.
  await expect(
    page.getByRole('tablist', { name: 'Test cases' }).getByRole('tab', { name: 'Case 3' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('desktop-status').getByText('Offline')).toHaveCount(0);

  // The server goes away; a reload shows the cached list and problem, and says so once.
  await desktop.serverDown();
  await page.goto(`${desktopPageOrigin}/problems`);
  await expect(page.getByRole('link', { name: /Two Sum/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveAttribute(
    'title',
    'The ZenCode server cannot be reached.',
  );
  await page.goto(`${desktopPageOrigin}/problems/two-sum`);
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await screenshot(page, 'offline-problem-page');

  // Run offline: the public cases on this computer, with the server's verdict words.
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'python'));
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const cases = page.getByTestId('run-case');
  await expect(cases).toHaveCount(3, { timeout: 60_000 });
  for (const index of [0, 1, 2])
    await expect(cases.nth(index)).toHaveAttribute('data-verdict', 'Correct');
  await expect(page.getByText(/^Ran on this computer: Python \d+\.\d+/)).toBeVisible();

  // The online compiler runs here too.
  await page.goto(`${desktopPageOrigin}/compiler`);
  await expect(page.getByTestId('compiler-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Python', exact: true }).click();
  await replaceEditorCode(page, 'print(f"Hello, {input()}")\n', 'compiler-editor');
  await page.getByLabel('Input (stdin)').fill('Zen\n');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('console-stdout')).toHaveText('Hello, Zen', { timeout: 60_000 });
  await expect(page.getByTestId('console-ran-on')).toHaveText(/^Ran on this computer: Python \d/);
  // Kept with its output in the store of this server (the pictures below reload the page).
  await expect
    .poll(async () =>
      JSON.stringify(await desktop.services.invoke(offlineCalls.compilerRead.channel, [])),
    )
    .toContain('Hello, Zen');
  await screenshotPerTheme(
    page,
    'offline-compiler',
    [
      ['light', 1280],
      ['dark', 390],
    ],
    async () => {
      await expect(page.getByTestId('compiler-editor').locator('.view-lines')).toContainText(
        'Hello',
        { timeout: 30_000 },
      );
      await expect(page.getByTestId('console-ran-on')).toHaveText(/^Ran on this computer/);
    },
  );
  await page.goto(`${desktopPageOrigin}/problems/two-sum`);
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible({ timeout: 20_000 });

  // Submit offline: it waits in the outbox, also across a reload.
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Waiting to send — you are offline')).toBeVisible({
    timeout: 20_000,
  });
  // Kept, not failed: a calm status, not an error.
  await expect(page.getByTestId('submit-queued')).toBeVisible();
  await expect(page.getByTestId('submit-error')).toHaveCount(0);
  await expect(page.getByTestId('outbox-badge')).toHaveText('1 submission waiting to be sent');
  await screenshot(page, 'outbox-waiting');
  // A narrow window: the badges shrink to their icons and the count, and the bar keeps its menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${desktopPageOrigin}/problems`);
  await expect(page.getByTestId('outbox-badge')).toBeInViewport({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport({ ratio: 1 });
  await page.goto(`${desktopPageOrigin}/problems/two-sum`);
  await expect(page.getByRole('button', { name: 'Open user menu' })).toBeInViewport({
    ratio: 1,
    timeout: 20_000,
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();
  await expect(page.getByTestId('outbox-badge')).toHaveText('1 submission waiting to be sent', {
    timeout: 20_000,
  });

  // A second Submit on this page (the reloads above began it anew) waits too.
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'python'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('submit-queued')).toBeVisible({ timeout: 20_000 });

  // The server comes back: the outbox sends both, and the result panel that said "waiting"
  // shows the verdict, without a reload.
  await desktop.serverUp();
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('submit-queued')).toHaveCount(0, { timeout: 90_000 });
  await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', {
    timeout: 90_000,
  });
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const rows = page.getByTestId('submission-row');
  await expect(rows.first()).toContainText('Accepted', { timeout: 90_000 });
  await expect(rows).toHaveCount(2);
  // The verdicts of the submissions the outbox sent reach the system notification too.
  await expect
    .poll(() => desktop.verdicts)
    .toEqual([
      { problemTitle: 'Two Sum', verdict: 'Accepted' },
      { problemTitle: 'Two Sum', verdict: 'Accepted' },
    ]);

  // Log out deletes the session from the keychain.
  await page.getByRole('button', { name: 'Open user menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect
    .poll(() => desktop.keytar.getPassword(secretService, desktop.server), { timeout: 10_000 })
    .toBeNull();
});

test('Settings › Desktop: toolchains, the whole catalogue offline, and another server', async ({
  context,
  page,
  learner,
}) => {
  test.setTimeout(180_000);
  await openDesktopSettings(context, page, learner);
  const tab = page.getByTestId('desktop-settings');
  await expect(tab.getByRole('listitem').filter({ hasText: 'Python' })).toContainText(/\d+\.\d+/);
  await expect(tab).toContainText('Your session is kept in the system keychain.');
  // This Linux machine builds the sandbox's supervisor: local runs say they use it.
  await expect(tab.getByTestId('local-run-isolation')).toHaveText(messages.localRunsSandboxed);
  // A copy built from source has no update feed, and says so.
  await expect(tab.getByTestId('desktop-update-status')).toHaveText(
    desktopUpdateText({ state: 'off' }),
  );
  await screenshotPerTheme(
    page,
    'desktop-settings',
    [
      ['light', 1280],
      ['dark', 1280],
      ['dark', 390],
    ],
    () => openDesktopTab(page),
  );

  await tab.getByRole('button', { name: messages.makeAllOffline }).click();
  await expect(tab.getByRole('status').filter({ hasText: messages.offlineReady })).toBeVisible({
    timeout: 120_000,
  });

  const server = tab.getByLabel('Server');
  const useServer = tab.locator('form:has(#desktop-server)').getByRole('button', { name: 'Use' });
  await expect(server).toHaveValue(desktop.server);
  await server.fill('zencode.example.org');
  await useServer.click();
  await expect(tab.getByText(messages.serverUrlInvalid)).toBeVisible();
  expect(desktop.serverChanges).toEqual([]);
  // An address the main process refuses to take (too long): a sentence, not a rejection.
  await server.fill(`https://${'a'.repeat(2100)}.example.org`);
  await useServer.click();
  await expect(tab.getByText(messages.serverNotChanged)).toBeVisible();
  expect(desktop.serverChanges).toEqual([]);
  await server.fill('https://zencode.example.org/');
  await useServer.click();
  await expect(tab.getByText(messages.serverChanged)).toBeVisible();
  expect(desktop.serverChanges).toEqual(['https://zencode.example.org']);
  expect(JSON.parse(readFileSync(join(desktop.userDataDir, 'settings.json'), 'utf8'))).toEqual({
    serverUrl: 'https://zencode.example.org',
  });
});

test('Settings › Desktop: a toolchain path the learner chose, checked, kept and reset', async ({
  context,
  page,
  learner,
}) => {
  test.setTimeout(150_000);
  // Another python3 (a link to the installed one) in a folder of its own, and a file that cannot run.
  const elsewhere = mkdtempSync(join(tmpdir(), 'zencode-own-python-'));
  chmodSync(elsewhere, 0o755);
  mkdirSync(join(elsewhere, 'bin'), { mode: 0o755 });
  const python = join(elsewhere, 'bin', 'python3');
  symlinkSync('/usr/bin/python3', python);
  const notes = join(elsewhere, 'bin', 'notes.txt');
  writeFileSync(notes, 'print(1)\n', { mode: 0o644 });
  const settings = join(desktop.userDataDir, 'settings.json');
  const toolchainsSaved = () =>
    existsSync(settings)
      ? (JSON.parse(readFileSync(settings, 'utf8')) as { toolchains?: unknown }).toolchains
      : undefined;
  // Every outcome is a sentence on the page, never an unhandled rejection.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  try {
    await openDesktopSettings(context, page, learner);
    const row = page.getByTestId('toolchain-python');
    const path = row.getByLabel('Python');
    const use = row.getByRole('button', { name: 'Use' });
    await expect(path).toHaveValue('/usr/bin/python3');
    await expect(row).toContainText(/\d+\.\d+\.\d+/);
    await expect(row.getByRole('button', { name: 'Reset' })).toHaveCount(0);

    // A path the main process refuses to take (longer than any path): a sentence, nothing kept.
    await path.fill(`/${'x'.repeat(5000)}`);
    await use.click();
    await expect(row.getByRole('status')).toHaveText(messages.toolchainPathNotChecked);
    await expect(path).toHaveAttribute('aria-invalid', 'true');
    await expect(use).toBeEnabled();

    // A file that cannot run is refused with a clear message, and nothing is kept.
    await path.fill(notes);
    await use.click();
    await expect(row.getByRole('status')).toHaveText(messages.toolchainPathNotExecutable);
    await expect(path).toHaveAttribute('aria-invalid', 'true');
    expect(toolchainsSaved() ?? {}).toEqual({});

    // A real interpreter elsewhere is checked, kept in settings.json and used from now on.
    await path.fill(python);
    await use.click();
    await expect(row.getByRole('status')).toHaveText(messages.toolchainPathSaved);
    await expect(path).toHaveValue(python);
    expect(toolchainsSaved()).toEqual({ python });

    // settings.json cannot be written: the learner is told, and the saved path stays in use.
    const restore = makeReadOnly(settings, desktop.userDataDir);
    try {
      await row.getByRole('button', { name: 'Reset' }).click();
      await expect(row.getByRole('status')).toHaveText(settingNotSavedText(settings));
      await expect(path).toHaveValue(python);
    } finally {
      restore();
    }
    expect(toolchainsSaved()).toEqual({ python });

    // A program chosen in an earlier run was uninstalled since: at the next start its row says
    // so in a sentence. (A path this process never probed: probes are kept for the process.)
    const gone = join(elsewhere, 'bin', 'python3-uninstalled');
    writeFileSync(settings, `${JSON.stringify({ toolchains: { python: gone } })}\n`);
    await desktop.switchServer(desktop.server);
    await page.reload();
    await openDesktopTab(page);
    await expect(row).toContainText(messages.toolchainNotFound);
    await expect(path).toHaveValue(gone);
    await screenshotPerTheme(
      page,
      'toolchain-path',
      [
        ['light', 1280],
        ['dark', 390],
      ],
      () => openDesktopTab(page),
    );

    // Reset: the toolchain found on this computer again.
    await row.getByRole('button', { name: 'Reset' }).click();
    await expect(path).toHaveValue('/usr/bin/python3');
    await expect(row).toContainText(/\d+\.\d+\.\d+/);
    expect(toolchainsSaved()).toEqual({});
    expect(pageErrors).toEqual([]);
  } finally {
    rmSync(elsewhere, { recursive: true, force: true });
  }
});

// Leaderboard and profiles when the server goes away: the last copy saved on this computer, said
// so calmly, or the offline text for a page never opened; never a raw error.
const shots = process.env.SCREENSHOTS_DIR;
const pageShot = (page: Page, name: string) =>
  shots ? page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }) : undefined;

for (const { theme, width } of [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 390 },
] as const) {
  test(`leaderboard and profiles offline show their saved copy or the offline text (${theme}, ${width} px)`, async ({
    context,
    page,
    learner,
  }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await page.setViewportSize({ width, height: 900 });
    // Each test starts signed out (log out: the keychain entry and the learner's copies go).
    await startSignedIn(context, page, learner);

    // Online: the leaderboard and a profile, with no notice.
    await page.goto(`${desktopPageOrigin}/leaderboard`);
    const table = page.getByRole('table');
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('leaderboard-skeleton-row')).toHaveCount(0, { timeout: 20_000 });
    const board = await table.innerText();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await page.goto(`${desktopPageOrigin}/profile/${learner.username}`);
    await expect(page.getByTestId('profile-username')).toHaveText(`@${learner.username}`, {
      timeout: 20_000,
    });
    await expect(page.getByText('Progress').first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    // Every read of the page (rank, heatmap, submissions) answered and saved before the server
    // goes: the profile is only shown as a whole copy when each of them has one.
    await page.waitForLoadState('networkidle');

    await desktop.serverDown();
    try {
      // The leaderboard's saved copy, marked as such.
      await page.goto(`${desktopPageOrigin}/leaderboard`);
      await expect(page.getByRole('status').filter({ hasText: messages.cachedCopy })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('leaderboard-skeleton-row')).toHaveCount(0);
      expect(await table.innerText()).toBe(board);
      await expect(page.getByText(messages.fetchLeaderboardFailed)).toHaveCount(0);
      await pageShot(page, `offline-leaderboard-${theme}-${width}`);

      // A leaderboard page never opened: the offline text, calmly, not a failure.
      await page.goto(`${desktopPageOrigin}/leaderboard?page=40`);
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: messages.serverUnreachable }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(messages.fetchLeaderboardFailed)).toHaveCount(0);

      // The profile opened before: its copy, with the notice.
      await page.goto(`${desktopPageOrigin}/profile/${learner.username}`);
      await expect(page.getByTestId('profile-username')).toHaveText(`@${learner.username}`, {
        timeout: 20_000,
      });
      await expect(page.getByRole('status').filter({ hasText: messages.cachedCopy })).toBeVisible();
      await pageShot(page, `offline-profile-${theme}-${width}`);

      // A profile never opened: the offline text, not "private" and not a spinner.
      await page.goto(`${desktopPageOrigin}/profile/never-opened-${width}`);
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: messages.serverUnreachable }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(messages.profileNotPublic)).toHaveCount(0);
      await expect(page.getByText(messages.loadingProfile)).toHaveCount(0);
      await pageShot(page, `offline-profile-unknown-${theme}-${width}`);
    } finally {
      await desktop.serverUp();
    }
  });
}

test('drafts and custom cases move from localStorage into the store once; the draft follows the account to another address, newest first', async ({
  context,
  page,
  learner,
  request,
}) => {
  test.setTimeout(180_000);
  const serverA = desktop.server;
  const editorLines = page.getByTestId('code-editor').locator('.view-lines');
  const openClimbingStairs = async () => {
    await page.goto(`${desktopPageOrigin}/problems/climbing-stairs`);
    await expect(page.getByRole('heading', { name: 'Climbing Stairs', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
      timeout: 30_000,
    });
    await chooseLanguage(page, 'python');
  };
  const savedWork = () => desktop.services.invoke(offlineCalls.learnerWorkRead.channel, []);
  await startSignedIn(context, page, learner);

  // An older app kept a draft and a custom case in the page's localStorage: the next start moves
  // them into the store of the current server and removes them there.
  await page.evaluate(() => {
    localStorage.setItem('zencode:draft:climbing-stairs:python', '#kept_by_the_older_app\n');
    localStorage.setItem('zencode:custom-cases:climbing-stairs', '["7"]');
  });
  await openClimbingStairs();
  await expect(editorLines).toContainText('#kept_by_the_older_app');
  await page.getByRole('tab', { name: 'Custom 1' }).click();
  await expect(page.getByTestId('custom-input')).toHaveText('n = 7');
  expect(
    // Only the account sync's record (owner and version, no code) may stay beside the page.
    await page.evaluate(() =>
      Object.keys(localStorage).filter(
        (key) => /draft|custom/.test(key) && !key.startsWith('zencode:draft-sync:'),
      ),
    ),
  ).toEqual([]);
  // (The first test's Two Sum draft is there too: this is the same app and server.)
  const moved = (await savedWork()) as LearnerWork;
  expect(moved.drafts).toContainEqual({
    problemId: 'climbing-stairs',
    language: 'python',
    code: '#kept_by_the_older_app\n',
  });
  expect(moved.customCases).toContainEqual({ problemId: 'climbing-stairs', inputs: ['7'] });

  // Edited on server A: a reload opens them from the store.
  await replaceEditorCode(page, '#draft_on_server_a\n');
  await page.getByRole('tab', { name: 'Add custom case' }).click();
  await page.getByRole('textbox', { name: 'New custom input' }).fill('12');
  await page.getByRole('button', { name: 'Add Testcase' }).click();
  await expect
    .poll(async () => JSON.stringify(await savedWork()), { timeout: 10_000 })
    .toContain('#draft_on_server_a');
  await page.reload();
  await expect(editorLines).toContainText('#draft_on_server_a', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Custom 2' }).click();
  await expect(page.getByTestId('custom-input')).toHaveText('n = 12');
  // The learner leaves once the edit reached the account and this store knows it.
  await expect
    .poll(async () => (await accountDraft(request, learner, 'climbing-stairs'))?.code, {
      timeout: 20_000,
    })
    .toBe('#draft_on_server_a\n');
  await expect.poll(() => syncedHere(page, 'climbing-stairs'), { timeout: 20_000 }).toBe(true);

  // The same server under another address (the app restarts with it, its store starts empty):
  // the account's draft opens there too; what each address's store keeps stays its own.
  await desktop.switchServer(desktop.otherServer);
  try {
    await page.goto(`${desktopPageOrigin}/problems/climbing-stairs`);
    await signIn(page, learner);
    await openClimbingStairs();
    await expect(editorLines).toContainText('#draft_on_server_a', { timeout: 30_000 });
    await replaceEditorCode(page, '#draft_on_server_b\n');
    await expect
      .poll(async () => JSON.stringify(await savedWork()), { timeout: 10_000 })
      .toContain('#draft_on_server_b');
    await expect
      .poll(async () => (await accountDraft(request, learner, 'climbing-stairs'))?.code, {
        timeout: 20_000,
      })
      .toBe('#draft_on_server_b\n');
  } finally {
    await desktop.switchServer(serverA);
  }

  // Back on the first address: its store's copy had not changed since it was synced, so it takes
  // the account's newer draft (made through the other address) instead of sending its old one
  // over it; the custom cases stay.
  await openClimbingStairs();
  await expect(editorLines).toContainText('#draft_on_server_b', { timeout: 30_000 });
  await expect.poll(async () => JSON.stringify(await savedWork())).toContain('#draft_on_server_b');
  await expect(page.getByRole('tab', { name: /^Custom/ })).toHaveCount(2);
});

test('the online compiler’s files are kept in the store of their server, moved there once from localStorage', async ({
  context,
  page,
  learner,
}) => {
  test.setTimeout(150_000);
  const serverA = desktop.server;
  const editorLines = page.getByTestId('compiler-editor').locator('.view-lines');
  const savedFiles = () =>
    desktop.services.invoke(offlineCalls.compilerRead.channel, []) as Promise<{
      files: { name: string; code: string }[];
    } | null>;
  const olderAppFiles = {
    files: [
      { id: 'old-1', name: 'main1.py', language: 'python', code: '#kept_by_the_older_app\n' },
      {
        id: 'old-2',
        name: 'main2.js',
        language: 'javascript',
        code: 'console.log(1)\n',
        output: { stdout: '1', error: '', success: true },
      },
    ],
    activeId: 'old-1',
    input: '7\n',
  };
  // A server whose store has no compiler files yet (the first test ran the compiler on A).
  await desktop.switchServer(desktop.otherServer);
  try {
    await startSignedIn(context, page, learner);
    expect(await savedFiles()).toBeNull();

    // An older app kept the compiler's files in the page's localStorage: the next start moves
    // them into the store of the current server and removes them there.
    await page.evaluate(
      (files) => localStorage.setItem('zencode:compiler', JSON.stringify(files)),
      olderAppFiles,
    );
    await page.goto(`${desktopPageOrigin}/compiler`);
    await expect(page.getByRole('tab')).toHaveText(['main1.py', 'main2.js'], { timeout: 20_000 });
    await expect(editorLines).toContainText('#kept_by_the_older_app', { timeout: 30_000 });
    await expect(page.getByLabel('Input (stdin)')).toHaveValue('7\n');
    expect(await page.evaluate(() => localStorage.getItem('zencode:compiler'))).toBeNull();
    expect((await savedFiles())?.files.map((file) => file.name)).toEqual(['main1.py', 'main2.js']);

    // Edited: written through to the store, and a reload opens it from there.
    await replaceEditorCode(page, '#edited_in_the_store\n', 'compiler-editor');
    await expect
      .poll(async () => JSON.stringify(await savedFiles()), { timeout: 10_000 })
      .toContain('#edited_in_the_store');
    await page.reload();
    await expect(editorLines).toContainText('#edited_in_the_store', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('zencode:compiler'))).toBeNull();
  } finally {
    await desktop.switchServer(serverA);
  }
  // Server A keeps its own files (the first test's), untouched by what was typed on the other.
  expect(JSON.stringify(await savedFiles())).not.toContain('#edited_in_the_store');
});

test('the outbox panel: the account’s own entries, a refused one with the server’s reason, Retry and Discard', async ({
  context,
  page,
  learner,
}) => {
  test.setTimeout(120_000);
  await startSignedIn(context, page, learner);
  const token = await desktop.services.invoke(offlineCalls.sessionRead.channel, []);
  const account = accountOfToken(typeof token === 'string' ? token : null);
  expect(account).not.toBeNull();
  // What a refused submission leaves behind, and another account's entry on the same computer.
  const { db } = await openCacheDatabase(join(desktop.userDataDir, 'cache.sqlite'));
  const entry = { problemId: 'two-sum', language: 'python', code: 'print(1)\n' };
  await addToOutbox(db, desktop.server, {
    ...entry,
    idempotencyKey: 'e2e-refused',
    account: account!,
  });
  await setOutboxState(
    db,
    'outbox',
    desktop.server,
    { idempotencyKey: 'e2e-refused' },
    'refused',
    'Problem not found',
  );
  await addToOutbox(db, desktop.server, {
    ...entry,
    idempotencyKey: 'e2e-other',
    account: 'someone-else',
  });
  await db.destroy();

  await openDesktopTab(page);
  const panel = page.getByTestId('outbox-panel');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel).toContainText('two-sum');
  await expect(panel).toContainText('Python');
  await expect(panel).toContainText('Refused by the server: Problem not found');
  const scan = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    scan.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => violation.id),
  ).toEqual([]);
  await screenshotPerTheme(
    page,
    'desktop-outbox-panel',
    [
      ['light', 1280],
      ['dark', 1280],
      ['dark', 390],
    ],
    () => openDesktopTab(page),
  );
  await panel.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByTestId('outbox-panel')).toHaveCount(0);
  // Only this account's entry went; the other account's is still kept for it.
  const after = await openCacheDatabase(join(desktop.userDataDir, 'cache.sqlite'));
  expect(await listOutbox(after.db, desktop.server, 'someone-else')).toHaveLength(1);
  await after.db.destroy();
});

// Drafts of the desktop app and the account. "The web" is the API itself, as any browser
// signed in as the same learner reaches it.
/** Saves the Python draft in another browser, on top of the account's current version. */
async function saveOnTheWeb(
  request: APIRequestContext,
  learner: TestAccount,
  problemId: string,
  code: string,
) {
  const baseVersion = (await accountDraft(request, learner, problemId))?.version ?? 0;
  const answer = await request.put(`/api/me/drafts/${problemId}/python`, {
    headers: { authorization: `Bearer ${learner.token}` },
    data: { code, baseVersion },
  });
  expect(answer.status()).toBe(200);
}

/** Whether the page's record says its copy of the problem's Python draft is in step with the account. */
const syncedHere = (page: Page, problemId: string) =>
  page.evaluate(
    (suffix) =>
      Object.keys(localStorage).some(
        (key) =>
          key.startsWith('zencode:draft-sync:') &&
          key.endsWith(suffix) &&
          (JSON.parse(localStorage.getItem(key) ?? '{}') as { synced?: boolean }).synced === true,
      ),
    `${problemId}:python`,
  );

/** What the desktop's store for the current server keeps (survives restarts, works offline). */
const storedWork = async () =>
  JSON.stringify(await desktop.services.invoke(offlineCalls.learnerWorkRead.channel, []));

async function expectNoSeriousViolations(page: Page, selector: string) {
  const scan = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    scan.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => violation.id),
  ).toEqual([]);
}

/**
 * Pictures a dialog in the light and dark theme at 1280 px and the dark one at 390 px (in the
 * test's output folder) and checks it with axe in each.
 */
async function dialogScreenshots(
  page: Page,
  testInfo: TestInfo,
  name: string,
  reopen: () => Promise<void>,
) {
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 1280],
    ['dark', 390],
  ] as const) {
    // At its width before it opens: the editor pane (with the Copies dialog) remounts when the
    // panes stack on a phone.
    await page.setViewportSize({ width, height: 844 });
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await reopen();
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}-${width}.png`) });
    await expectNoSeriousViolations(page, '[role="dialog"]');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

/** Starts with the server up and nobody signed in on the desktop. */
const startSignedOut = (page: Page, context: BrowserContext) =>
  startSignedOutOnDesktop(desktop, page, context);

test('a draft edited on the web appears on the desktop, offline too', async ({
  context,
  page,
  learner,
  request,
}) => {
  test.setTimeout(120_000);
  await startSignedOut(page, context);
  await signIn(page, learner);
  // Opened once online: its page (and the account's work on it, no draft yet) are cached.
  await openProblem(page, 'contains-duplicate', 'Contains Duplicate');
  await page.goto(`${desktopPageOrigin}/problems`);
  await saveOnTheWeb(request, learner, 'contains-duplicate', 'edited_on_the_web = 1\n');

  // The app starts again elsewhere than on that problem (a reload): it brings the account's
  // drafts into its store.
  await page.reload();
  await expect.poll(storedWork, { timeout: 20_000 }).toContain('edited_on_the_web = 1');

  // Offline, the problem opens with the web's draft.
  await desktop.serverDown();
  try {
    await openProblem(page, 'contains-duplicate', 'Contains Duplicate');
    await chooseLanguage(page, 'python');
    await expect(editorText(page)).toContainText('edited_on_the_web = 1', { timeout: 30_000 });
  } finally {
    await desktop.serverUp();
  }
});

test('a conflict keeps both versions: an offline edit on the desktop and an edit on the web', async ({
  context,
  page,
  learner,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await startSignedOut(page, context);
  await signIn(page, learner);
  await openProblem(page, 'valid-anagram', 'Valid Anagram');
  await chooseLanguage(page, 'python');
  await replaceEditorCode(page, 'first = 1\n');
  await expect
    .poll(async () => (await accountDraft(request, learner, 'valid-anagram'))?.code)
    .toBe('first = 1\n');

  // The server goes away; the desktop keeps editing, into its store.
  await desktop.serverDown();
  await replaceEditorCode(page, 'offline_on_desktop = 2\n');
  await expect.poll(storedWork, { timeout: 10_000 }).toContain('offline_on_desktop = 2');
  // Meanwhile the same draft changes on the web.
  await saveOnTheWeb(request, learner, 'valid-anagram', 'on_the_web = 3\n');

  // The server answers again (the learner opens the Submissions tab): the draft is synced, and
  // since both sides changed the learner sees both.
  await desktop.serverUp();
  await page.getByRole('tab', { name: 'Submissions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two versions of this draft' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('draft-mine')).toContainText('offline_on_desktop = 2');
  await expect(dialog.getByTestId('draft-theirs')).toContainText('on_the_web = 3');
  // Nothing was overwritten while the learner decides, on either side.
  expect((await accountDraft(request, learner, 'valid-anagram'))?.code).toBe('on_the_web = 3\n');
  expect(await storedWork()).toContain('offline_on_desktop = 2');
  await dialogScreenshots(page, testInfo, 'draft-conflict', async () => {
    await expect(dialog).toBeVisible({ timeout: 30_000 });
  });

  // Keep both: this window's version becomes the draft, the web's is kept as a named copy.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await accountDraft(request, learner, 'valid-anagram'))?.code)
    .toBe('offline_on_desktop = 2\n');
  const copiesButton = page.getByRole('button', { name: 'Copies (1)' });
  await expect(copiesButton).toBeVisible({ timeout: 20_000 });
  await copiesButton.click();
  const copies = page.getByRole('dialog', { name: 'Copies of this draft' });
  await expect(copies.getByRole('listitem')).toHaveCount(1);
  await expect(copies.getByRole('listitem')).toContainText(/^Saved elsewhere, /);
  await expect(copies.getByRole('listitem')).toContainText('on_the_web = 3');
  await dialogScreenshots(page, testInfo, 'draft-copies', async () => {
    // On a phone the Copies button is in the Code pane, over the editor.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await showPhonePane(page, 'code');
    await page.getByRole('button', { name: 'Copies (1)' }).click({ timeout: 30_000 });
    await expect(copies).toBeVisible();
  });

  // Opening the copy swaps it with the editor's code, which is kept as a copy in its place.
  if (await copies.isVisible()) await page.keyboard.press('Escape');
  await expect(copies).toHaveCount(0);
  await page.getByRole('button', { name: 'Copies (1)' }).click({ timeout: 30_000 });
  await copies.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(copies).toHaveCount(0);
  await expect(editorText(page)).toContainText('on_the_web = 3');
  await expect
    .poll(async () => (await accountDraft(request, learner, 'valid-anagram'))?.code)
    .toBe('on_the_web = 3\n');
  await page.getByRole('button', { name: 'Copies (1)' }).click();
  await expect(copies.getByRole('listitem')).toContainText('offline_on_desktop = 2');
  await expect(copies.getByRole('listitem')).toContainText(/^Replaced in the editor, /);
});

test("a signed-out visitor's drafts move to the account at sign-in, never over a newer account draft", async ({
  context,
  page,
  learner,
  request,
}) => {
  test.setTimeout(120_000);
  await startSignedOut(page, context);
  await saveOnTheWeb(request, learner, 'binary-search', 'account_version = 1\n');
  // Drafts kept in the store while nobody was signed in (the app starts with them).
  for (const [problemId, code] of [
    ['best-time-to-buy-and-sell-stock', 'visitor_stock = 1\n'],
    ['binary-search', 'visitor_search = 2\n'],
  ])
    await desktop.services.invoke(offlineCalls.draftSave.channel, [
      { problemId, language: 'python', code },
    ]);

  // Signing in moves them all at once, without opening a problem.
  await signIn(page, learner);
  await expect
    .poll(
      async () => (await accountDraft(request, learner, 'best-time-to-buy-and-sell-stock'))?.code,
      {
        timeout: 20_000,
      },
    )
    .toBe('visitor_stock = 1\n');
  // The account's own draft of the other problem stays; the visitor's is still kept here.
  expect((await accountDraft(request, learner, 'binary-search'))?.code).toBe(
    'account_version = 1\n',
  );
  expect(await storedWork()).toContain('visitor_search = 2');

  // Opening that problem shows both; the learner keeps the visitor's.
  await openProblem(page, 'binary-search', 'Binary Search');
  await chooseLanguage(page, 'python');
  const dialog = page.getByRole('dialog', { name: 'Two versions of this draft' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('draft-mine')).toContainText('visitor_search = 2');
  await expect(dialog.getByTestId('draft-theirs')).toContainText('account_version = 1');
  await dialog.getByRole('button', { name: "Keep this window's version" }).click();
  await expect
    .poll(async () => (await accountDraft(request, learner, 'binary-search'))?.code)
    .toBe('visitor_search = 2\n');
});
