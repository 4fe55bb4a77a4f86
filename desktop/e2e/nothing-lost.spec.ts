import type { Page } from '@playwright/test';
import { type TestAccount, createAccount, useSessionToken } from './support/accounts.ts';
import { chooseLanguage, expect, test } from './support/solving.ts';

async function openProblem(page: Page, id: string, heading: string) {
  await page.goto(`/problems/${id}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
}

const signIn = async (page: Page, learner: TestAccount) => {
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

test('sign-in returns to the problem that sent the visitor there', async ({ page, learner }) => {
  await page.goto('/problems/merge-intervals');
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, learner);
  await expect(page).toHaveURL(/\/problems\/merge-intervals$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Merge Intervals', level: 1 })).toBeVisible();
});

test('the chosen language carries over to the next problem', async ({ page, learner }) => {
  await useSessionToken(page, learner.token);
  await openProblem(page, 'two-sum', 'Two Sum');
  await chooseLanguage(page, 'java');
  await openProblem(page, 'valid-parentheses', 'Valid Parentheses');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('Java');
});

test('custom cases and pane sizes survive a reload', async ({ page, learner }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await useSessionToken(page, learner.token);
  await openProblem(page, 'climbing-stairs', 'Climbing Stairs');
  await page.getByRole('tab', { name: 'Add custom case' }).click();
  await page.getByRole('textbox', { name: 'New custom input' }).fill('7');
  await page.getByRole('button', { name: 'Add Testcase' }).click();

  const divider = page.getByRole('separator', { name: 'Resize panes' });
  const before = (await divider.boundingBox())!;
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await page.mouse.move(before.x - 200, before.y + before.height / 2, { steps: 8 });
  await page.mouse.up();
  const moved = (await divider.boundingBox())!;
  expect(moved.x).toBeLessThan(before.x - 150);

  await page.reload();
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('tab', { name: 'Custom 1' }).click();
  await expect(page.getByTestId('custom-input')).toHaveText('n = 7');
  const restored = (await divider.boundingBox())!;
  expect(Math.abs(restored.x - moved.x)).toBeLessThan(4);
});

test('on a phone, Run and Submit bring their results into view', async ({ page, learner }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useSessionToken(page, learner.token);
  // A phone opens on the Problem pane; the editor waits behind its Code tab.
  await page.goto('/problems/two-sum');
  await expect(page.getByRole('heading', { name: 'Two Sum', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Results' })).toBeInViewport();
  await expect(page.getByTestId('run-results')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('tab', { name: 'Problem', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Results' })).not.toBeInViewport();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Results' })).toBeInViewport();
  await expect(page.getByTestId('submission-verdict')).toBeInViewport({ timeout: 60_000 });
});

test('menus lead to the compiler; the problem list filters by solved and numbers problems', async ({
  page,
  request,
  mailbox,
}) => {
  // Its own new learner: the worker's shared one has solved problems in other tests.
  const learner = await createAccount(request, mailbox, 'newcomer');
  await page.goto('/leaderboard');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Compiler' })).toBeVisible();
  await expect(mainNav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await useSessionToken(page, learner.token);
  await page.goto('/problems');
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Compiler' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('problem-card').first()).toContainText(/^1\./);
  await page.getByRole('combobox', { name: 'Solved' }).click();
  await page.getByRole('option', { name: 'Unsolved' }).click();
  await expect(page).toHaveURL(/solved=unsolved/);
  await expect(page.getByTestId('problem-card').first()).toBeVisible();
  // A new learner has solved nothing yet.
  await page.getByRole('combobox', { name: 'Solved' }).click();
  await page.getByRole('option', { name: 'Solved', exact: true }).click();
  await expect(page.getByTestId('problem-card')).toHaveCount(0);
});

test('a private or missing profile asks for nothing after its first answer', async ({
  page,
  request,
  mailbox,
}) => {
  const hidden = await createAccount(request, mailbox, 'hermit');
  const madePrivate = await request.patch('/api/profile/public', {
    headers: { authorization: `Bearer ${hidden.token}` },
    data: { isPublicProfile: false },
  });
  expect(madePrivate.ok(), await madePrivate.text()).toBe(true);

  for (const username of [hidden.username, 'nobody_here_at_all']) {
    const statsCalls: string[] = [];
    const consoleErrors: string[] = [];
    const onRequest = (sent: { url(): string }) => {
      if (/\/api\/profile\/[^/]+\/|\/api\/problems\/count/.test(sent.url())) {
        statsCalls.push(sent.url());
      }
    };
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    };
    page.on('request', onRequest);
    page.on('console', onConsole);
    await page.goto(`/profile/${username}`);
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    page.off('console', onConsole);
    expect(
      statsCalls.filter((url) => !url.includes('/profile/public/')),
      username,
    ).toEqual([]);
    // The one "not public" answer is expected: the browser logs its 404, the app nothing more.
    expect(
      consoleErrors.filter((text) => !text.includes('404')),
      username,
    ).toEqual([]);
    expect(consoleErrors.length, username).toBeLessThanOrEqual(1);
  }
});
