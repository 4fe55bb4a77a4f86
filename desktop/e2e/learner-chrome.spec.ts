import {
  type TestAccount,
  createAccount,
  testPassword,
  useSessionToken,
} from './support/accounts.ts';
import { chooseLanguage, expect, replaceEditorCode, test, useTheme } from './support/solving.ts';

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

test('at 390 px the problem page switches between Problem, Code and Console, with labelled actions', async ({
  page,
  learner,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  const panes = page.getByRole('tablist', { name: 'Pane' });
  await expect(panes.getByRole('tab')).toHaveText(['Problem', 'Code', 'Console']);
  await expect(page.getByRole('heading', { name: 'Two Sum', level: 1 })).toBeInViewport({
    timeout: 20_000,
  });
  // Run, Submit and Debug say their names in words, all inside the screen.
  for (const name of ['Run', 'Submit', 'Debug']) {
    const action = page.getByRole('button', { name, exact: true });
    await expect(action).toHaveText(name);
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  await page.screenshot({ path: testInfo.outputPath('phone-problem.png') });

  // The editor is one tap away and fills the screen, not 1,800 px down.
  await panes.getByRole('tab', { name: 'Code' }).click();
  const editor = page.getByTestId('code-editor').locator('.monaco-editor');
  await expect(editor).toBeVisible({ timeout: 30_000 });
  const box = (await editor.boundingBox())!;
  expect(box.y).toBeLessThan(200);
  expect(box.y + box.height).toBeGreaterThan(500);
  await expect(page.getByRole('heading', { name: 'Two Sum', level: 1 })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('phone-code.png') });

  // Run brings up the console with its results.
  await chooseLanguage(page, 'python');
  await replaceEditorCode(
    page,
    'class Solution:\n    def twoSum(self, nums, target):\n        return[0,1]\n',
  );
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(panes.getByRole('tab', { name: 'Console', selected: true })).toBeVisible();
  await expect(page.getByTestId('run-results')).toBeInViewport({ timeout: 60_000 });
  await expect(page.getByTestId('run-case').first()).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('phone-console.png') });
  // The code survives the switches.
  await panes.getByRole('tab', { name: 'Code' }).click();
  await expect(page.getByTestId('code-editor')).toContainText('return[0,1]');
  await useTheme(page, 'light');
  await page.reload();
  await expect(panes.getByRole('tab', { name: 'Problem', selected: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('phone-problem-light.png') });
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
