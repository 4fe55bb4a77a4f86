import {
  type TestAccount,
  createAccount,
  testPassword,
  useSessionToken,
} from './support/accounts.ts';
import { expect, replaceEditorCode, test } from './support/solving.ts';

test('from Email, Tab reaches the password before "Forgot password?"', async ({ page }) => {
  await page.goto('/signin');
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
});

test('after sign-out on a problem page, the next person does not land on that problem', async ({
  page,
  learner,
  mailbox,
  request,
}) => {
  const next: TestAccount = await createAccount(request, mailbox, 'next');
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  await expect(page.getByRole('heading', { name: 'Two Sum', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByLabel('Email').fill(next.email);
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/signin$/, { timeout: 20_000 });
  await expect(page).not.toHaveURL(/\/problems\/two-sum/);
});

test('at 390 px Run and Submit stay reachable while the page scrolls', async ({
  page,
  learner,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  // Down to the results at the bottom of the stacked panes (this file is typed for Node).
  await page.evaluate(() => {
    const view = globalThis as unknown as {
      scrollTo(x: number, y: number): void;
      document: { body: { scrollHeight: number } };
    };
    view.scrollTo(0, view.document.body.scrollHeight);
  });
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeInViewport();
});

test('the online compiler stops a run, has one main landmark and one footer', async ({
  page,
  learner,
}) => {
  await useSessionToken(page, learner.token);
  await page.goto('/compiler');
  await expect(page.getByTestId('compiler-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Python', exact: true }).click();
  await replaceEditorCode(page, 'while True:\n    pass\n', 'compiler-editor');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('console-error')).toHaveText('Stopped.');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  // Only tabs in the tablist: closing is the toolbar's (or Delete on a tab).
  await page.getByRole('button', { name: 'New file' }).click();
  await expect(page.getByRole('tablist', { name: 'Files' }).getByRole('button')).toHaveCount(0);
  await page.getByRole('tab', { name: /main2/ }).press('Delete');
  await expect(page.getByRole('tab')).toHaveCount(1);
});
