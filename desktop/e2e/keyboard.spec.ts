import { useSessionToken } from './support/accounts.ts';
import { chooseLanguage, expect, replaceEditorCode, test } from './support/solving.ts';

test("Ctrl+' runs and Ctrl+Enter submits, as the tooltips say", async ({ page, learner }) => {
  await useSessionToken(page, learner.token);
  await page.goto('/problems/two-sum');
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  const run = page.getByRole('button', { name: 'Run', exact: true });
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(run).toHaveAttribute('aria-keyshortcuts', "Control+' Meta+'");
  await expect(submit).toHaveAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
  await run.hover();
  await expect(page.getByRole('tooltip')).toHaveText("Run (Ctrl+')");
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await submit.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Submit (Ctrl+Enter)');

  // Inside the editor (Monaco's own binding): Ctrl+' runs the public cases.
  await chooseLanguage(page, 'python');
  await replaceEditorCode(
    page,
    'class Solution:\n    def twoSum(self, nums, target):\n        return []\n',
  );
  await page.getByTestId('code-editor').locator('.monaco-editor').click();
  await page.keyboard.press("Control+'");
  await expect(page.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  await expect(run).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByTestId('submission-verdict')).toHaveCount(0);

  // Outside the editor: Ctrl+Enter submits (no longer runs).
  await page.getByRole('heading', { name: 'Two Sum', level: 1 }).click();
  await page.keyboard.press('Control+Enter');
  await expect(
    page.getByTestId('submission-progress').or(page.getByTestId('submission-results')),
  ).toBeVisible();
});

test('the first Tab reaches "Skip to content", which moves focus to the page', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Leaderboard', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
