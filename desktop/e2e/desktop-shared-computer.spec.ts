import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createAccount, type TestAccount } from './support/accounts.ts';
import {
  desktopPageOrigin,
  startDesktopHarness,
  type DesktopHarness,
} from './support/desktop-harness.ts';
import { signInOnDesktop as signIn } from './support/desktop-pages.ts';
import { chooseLanguage, expect, replaceEditorCode, test } from './support/solving.ts';
import { offlineCalls } from '../preload/offline-contract.ts';

// Two learners on one computer (issue 21): the desktop app keeps each account's local drafts
// apart, on the same server, without a restart between them. The real main-process services
// (SQLite store, keychain in a real Secret Service) behind page.route; "the server goes away"
// closes the only road from the desktop to the API.
let desktop: DesktopHarness;
test.beforeAll(async () => {
  desktop = await startDesktopHarness();
});
test.afterAll(async () => {
  await desktop?.close();
});

const editorText = (page: Page) => page.getByTestId('code-editor').locator('.view-lines');

async function openProblem(page: Page, problemId: string, title: string) {
  await page.goto(`${desktopPageOrigin}/problems/${problemId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await chooseLanguage(page, 'python');
}

/** The learner's Python draft of a problem as the account holds it (what any browser opens). */
async function accountDraft(request: APIRequestContext, learner: TestAccount, problemId: string) {
  const answer = await request.get(`/api/me/drafts/${problemId}`, {
    headers: { authorization: `Bearer ${learner.token}` },
  });
  const work = (await answer.json()) as { drafts: { language: string; code: string }[] };
  return work.drafts.find((draft) => draft.language === 'python')?.code ?? null;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveCount(0);
}

async function startSignedOut(page: Page, context: BrowserContext) {
  await desktop.services.invoke(offlineCalls.sessionWrite.channel, [null]);
  await desktop.serverUp();
  await desktop.attach(context, page);
}

test('two learners on one computer each find only their own unsent drafts, without a restart', async ({
  context,
  page,
  learner: ada,
  mailbox,
  request,
}) => {
  test.setTimeout(240_000);
  const ben = await createAccount(request, mailbox, 'second');
  await startSignedOut(page, context);
  await signIn(page, ada);
  await openProblem(page, 'two-sum', 'Two Sum');

  // Ada edits while the server cannot be reached (kept on this computer only), and logs out.
  await desktop.serverDown();
  await replaceEditorCode(page, 'ada_offline = 1\n');
  await expect(editorText(page)).toContainText('ada_offline = 1');
  await logOut(page);
  await desktop.serverUp();

  // Ben signs in on the same computer: the problem opens with the starter code, not Ada's.
  await signIn(page, ben);
  await openProblem(page, 'two-sum', 'Two Sum');
  await expect(editorText(page)).toContainText('def twoSum', { timeout: 30_000 });
  await expect(editorText(page)).not.toContainText('ada_offline');
  await replaceEditorCode(page, 'ben_own = 2\n');
  await expect
    .poll(() => accountDraft(request, ben, 'two-sum'), { timeout: 20_000 })
    .toBe('ben_own = 2\n');
  await logOut(page);

  // Ada signs in again: her offline draft is there and reaches her account. Ben's account never
  // received it.
  await signIn(page, ada);
  await expect
    .poll(() => accountDraft(request, ada, 'two-sum'), { timeout: 30_000 })
    .toBe('ada_offline = 1\n');
  await openProblem(page, 'two-sum', 'Two Sum');
  await expect(editorText(page)).toContainText('ada_offline = 1', { timeout: 30_000 });
  expect(await accountDraft(request, ben, 'two-sum')).toBe('ben_own = 2\n');
});
