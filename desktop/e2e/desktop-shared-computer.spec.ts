import type { BrowserContext, Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import type { DesktopHarness } from './support/desktop-harness.ts';
import { accountPythonCode as accountDraft } from './support/drafts.ts';
import {
  openProblemOnDesktop,
  signInOnDesktop as signIn,
  startSignedOutOnDesktop,
  useDesktopHarness,
} from './support/desktop-pages.ts';
import { chooseLanguage, editorText, expect, replaceEditorCode, test } from './support/solving.ts';

// Two learners on one computer: the desktop app keeps each account's local drafts
// apart, on the same server, without a restart between them. The real main-process services
// (SQLite store, keychain in a real Secret Service) behind page.route; "the server goes away"
// closes the only road from the desktop to the API.
let desktop: DesktopHarness;
useDesktopHarness((started) => (desktop = started));

async function openProblem(page: Page, problemId: string, title: string) {
  await openProblemOnDesktop(page, problemId, title);
  await chooseLanguage(page, 'python');
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Open user menu' }).first().click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toHaveCount(0);
}

const startSignedOut = (page: Page, context: BrowserContext) =>
  startSignedOutOnDesktop(desktop, page, context);

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
