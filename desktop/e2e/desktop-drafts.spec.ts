import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { offlineChannels } from '../preload/offline-channels.ts';
import type { TestAccount } from './support/accounts.ts';
import {
  desktopPageOrigin,
  startDesktopHarness,
  type DesktopHarness,
} from './support/desktop-harness.ts';
import { signInOnDesktop } from './support/desktop-pages.ts';
import { chooseLanguage, expect, replaceEditorCode, test } from './support/solving.ts';

// Drafts of the desktop app and the account (issue 21), in Chromium with the real main-process
// services behind the preload API (support/desktop-harness.ts). "The web" is the API itself, as
// any browser signed in as the same learner reaches it; "the server goes away" closes the only
// road from the desktop to it.
let desktop: DesktopHarness;
test.beforeAll(async () => {
  desktop = await startDesktopHarness();
});
test.afterAll(async () => {
  await desktop?.close();
});

const editorLines = (page: Page) => page.getByTestId('code-editor').locator('.view-lines');

async function openProblem(page: Page, problemId: string, title: string) {
  await page.goto(`${desktopPageOrigin}/problems/${problemId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
}

/** The learner's Python draft of a problem as the account holds it (what any browser opens). */
async function accountDraft(request: APIRequestContext, learner: TestAccount, problemId: string) {
  const answer = await request.get(`/api/me/drafts/${problemId}`, {
    headers: { authorization: `Bearer ${learner.token}` },
  });
  const work = (await answer.json()) as {
    drafts: { language: string; code: string; version: number }[];
  };
  return work.drafts.find((draft) => draft.language === 'python') ?? null;
}

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

/** What the desktop's store for the current server keeps (survives restarts, works offline). */
const storedWork = async () =>
  JSON.stringify(await desktop.services.invoke(offlineChannels.learnerWorkRead, []));

async function expectNoSeriousViolations(page: Page, selector: string) {
  const scan = await new AxeBuilder({ page }).include(selector).analyze();
  expect(
    scan.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => violation.id),
  ).toEqual([]);
}

/** Pictures the page in the light and dark theme at 1280 px and the dark one at 390 px. */
async function screenshots(
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
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await reopen();
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}-${width}.png`) });
    await expectNoSeriousViolations(page, '[role="dialog"]');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
}

/** Starts with the server up and nobody signed in on the desktop. */
async function startSignedOut(page: Page, context: Parameters<DesktopHarness['attach']>[0]) {
  await desktop.services.invoke(offlineChannels.sessionWrite, [null]);
  await desktop.serverUp();
  await desktop.attach(context, page);
}

test('a draft edited on the web appears on the desktop, offline too', async ({
  context,
  page,
  learner,
  request,
}) => {
  test.setTimeout(120_000);
  await startSignedOut(page, context);
  await signInOnDesktop(page, learner);
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
    await expect(editorLines(page)).toContainText('edited_on_the_web = 1', { timeout: 30_000 });
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
  await signInOnDesktop(page, learner);
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
  await screenshots(page, testInfo, 'draft-conflict', async () => {
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
  await screenshots(page, testInfo, 'draft-copies', async () => {
    await page.getByRole('button', { name: 'Copies (1)' }).click({ timeout: 30_000 });
    await expect(copies).toBeVisible();
  });

  // Opening the copy swaps it with the editor's code, which is kept as a copy in its place.
  await page.getByRole('button', { name: 'Copies (1)' }).click({ timeout: 30_000 });
  await copies.getByRole('button', { name: 'Open in the editor' }).click();
  await expect(copies).toHaveCount(0);
  await expect(editorLines(page)).toContainText('on_the_web = 3');
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
    await desktop.services.invoke(offlineChannels.draftSave, [
      { problemId, language: 'python', code },
    ]);

  // Signing in moves them all at once, without opening a problem.
  await signInOnDesktop(page, learner);
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
