import type { APIRequestContext } from '@playwright/test';
import { bearer } from './admin-helpers.ts';
import { createAccount, useSessionToken, type TestAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { accountPythonCode } from './support/drafts.ts';
import { signInHavingSolvedTwoSum, submitSolution } from './support/progress.ts';
import {
  catalogSolution,
  chooseLanguage,
  editorText,
  expect,
  openTwoSum,
  replaceEditorCode,
  showPhonePane,
  test,
  useTheme,
} from './support/solving.ts';

test('a solved problem comes up for review when the schedule says; its rating can be changed', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  await signInHavingSolvedTwoSum(page, request, learner);
  await page.goto('/review');
  const upcoming = page.getByTestId('review-upcoming');
  await expect(upcoming.getByTestId('review-card')).toHaveCount(1);
  await expect(upcoming).toContainText('Two Sum');
  await expect(page.getByTestId('review-due-today')).toContainText('Nothing is due today.');

  // Ten days later (the device's clock), it is due.
  await page.clock.install({ time: new Date(Date.now() + 10 * 86_400_000) });
  await page.reload();
  const due = page.getByTestId('review-overdue').or(page.getByTestId('review-due-today'));
  await expect(due.getByTestId('review-card').filter({ hasText: 'Two Sum' }).first()).toBeVisible();
  await expect(page.getByTestId('review-upcoming')).toContainText('Solve a problem');
});

/** The account's Python draft of Two Sum, as the API holds it. */
const accountDraft = (request: APIRequestContext, learner: TestAccount) =>
  accountPythonCode(request, learner, 'two-sum');

for (const theme of ['light', 'dark'] as const) {
  test(`a due review opens a blank editor and leaves the saved draft alone (${theme})`, async ({
    page,
    request,
    learner,
  }, testInfo) => {
    test.setTimeout(180_000);
    await useTheme(page, theme);
    expect(await submitSolution(request, learner, 'two-sum')).toBe('Accepted');
    // The learner's own draft, kept in this browser and on the account.
    const saved = 'saved_draft = "my half-finished idea"\n';
    await openTwoSum(page, learner);
    await chooseLanguage(page, 'python');
    await replaceEditorCode(page, saved);
    await expect.poll(() => accountDraft(request, learner)).toBe(saved);

    // Ten days later (the device's clock) it is due; the Review page opens it as a review.
    await page.clock.install({ time: new Date(Date.now() + 10 * 86_400_000) });
    await page.goto('/review');
    const due = page.getByTestId('review-overdue').or(page.getByTestId('review-due-today'));
    await due.getByTestId('review-card').filter({ hasText: 'Two Sum' }).first().click();
    await expect(page).toHaveURL(/\/problems\/two-sum\?review=1$/);
    const banner = page.getByTestId('review-mode');
    await expect(banner).toContainText('solve it again from a blank editor');
    await expect(editorText(page)).toContainText('class Solution', { timeout: 30_000 });
    await expect(editorText(page)).not.toContainText('half-finished');
    await expect(page.getByText('Review schedule: not saved as your draft')).toBeVisible();
    // The old solution stays out of sight until Submit.
    await expect(page.getByRole('tab', { name: 'Submissions' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Show my earlier solution' })).toHaveCount(0);
    await expect(page.getByTestId('navigation-overlay')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`review-${theme}.png`) });
    expect(await seriousViolations(page)).toEqual([]);

    await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'python'));
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('review-rating')).toBeVisible();
    await expect(banner.getByRole('button', { name: /Give up/ })).toHaveCount(0);

    // The earlier solution is one click away, read-only in the Submissions tab.
    await page.screenshot({ path: testInfo.outputPath(`reviewed-${theme}.png`) });
    await banner.getByRole('button', { name: 'Show my earlier solution' }).click();
    await expect(page.getByRole('tab', { name: 'Submissions', selected: true })).toBeVisible();
    await expect(page.getByTestId('submission-code')).toContainText('def twoSum');

    // The saved draft is intact, on the account and in the editor outside the review.
    expect(await accountDraft(request, learner)).toBe(saved);
    await banner.getByRole('link', { name: 'Back to my draft' }).click();
    await expect(page).toHaveURL(/\/problems\/two-sum$/);
    await expect(editorText(page)).toContainText('half-finished');
    await page.reload();
    await expect(editorText(page)).toContainText('half-finished', { timeout: 30_000 });
    expect(await accountDraft(request, learner)).toBe(saved);
  });
}

test('a review given up counts as Again, and the earlier solution is shown', async ({
  page,
  request,
  learner,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInHavingSolvedTwoSum(page, request, learner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/problems/two-sum?review=1');
  // On a phone the review's banner sits over the editor, in the Code pane.
  await showPhonePane(page, 'code');
  const banner = page.getByTestId('review-mode');
  await banner.getByRole('button', { name: 'Give up (counts as Again)' }).click();
  await expect(banner).toContainText('Counted as Again');
  await page.screenshot({ path: testInfo.outputPath('give-up-390.png'), fullPage: true });
  const queue = (await (
    await request.get('/api/review-queue?tz=UTC', { headers: bearer(learner) })
  ).json()) as { cards: { last: { rating: string; reasons: string[] } }[] };
  expect(queue.cards[0]!.last).toMatchObject({ rating: 'Again' });
  await banner.getByRole('button', { name: 'Show my earlier solution' }).click();
  await expect(page.getByRole('tab', { name: 'Submissions', selected: true })).toBeVisible();
  await expect(page.getByTestId('submission-code')).toContainText('def twoSum');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the own profile shows what is due today beside the streak; another learner never sees it', async ({
  page,
  request,
  learner,
  mailbox,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInHavingSolvedTwoSum(page, request, learner);
  await page.goto(`/profile/${learner.username}`);
  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('streak-badge')).toContainText('1 day streak');
  await expect(card.getByTestId('due-today')).toHaveText('0 due today');

  // Ten days later (the device's clock), the solved problem is due: counted like the Review page.
  await page.clock.install({ time: new Date(Date.now() + 10 * 86_400_000) });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize(
      theme === 'dark' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    );
    await page.reload();
    await expect(card.getByTestId('due-today')).toHaveText('1 due today');
    await page.screenshot({ path: testInfo.outputPath(`profile-due-${theme}.png`) });
    expect(await seriousViolations(page)).toEqual([]);
  }
  await card.getByTestId('due-today').click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByTestId('review-card').filter({ hasText: 'Two Sum' })).toHaveCount(1);

  // Another learner (signed in) and a visitor see the public profile without it.
  const other = await createAccount(request, mailbox, 'visitor');
  for (const token of [other.token, null]) {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    if (token) await useSessionToken(visitor, token);
    await visitor.clock.install({ time: new Date(Date.now() + 10 * 86_400_000) });
    await visitor.goto(`/profile/${learner.username}`);
    await expect(visitor.getByTestId('profile-name')).toBeVisible();
    await expect(visitor.getByTestId('heatmap-total')).not.toHaveText('0');
    await expect(visitor.getByTestId('due-today')).toHaveCount(0);
    await context.close();
  }
});

test('the rating proposed at Accepted is changed with one click', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  await signInHavingSolvedTwoSum(page, request, learner);
  await page.goto('/problems/two-sum');
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByTestId('submission-row').first().click();
  const prompt = page.getByTestId('review-rating');
  await expect(prompt).toContainText('proposed Easy');
  await prompt.getByRole('button', { name: 'Hard' }).click();
  await expect(prompt.getByRole('button', { name: 'Hard' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(prompt).toContainText('rated Hard');
});

test('a note written beside the editor is found from the Review page', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  await signInHavingSolvedTwoSum(page, request, learner);
  await page.goto('/problems/two-sum');
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page.getByLabel('Your note (private, Markdown)').fill('Keep a **complement map**.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await page.goto('/review');
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('complement');
  await expect(page.getByTestId('note-result')).toHaveCount(1);
  await expect(page.getByTestId('note-result')).toContainText('Two Sum');
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('heap');
  await expect(page.getByText('No note matches.')).toBeVisible();
});

test('the landing page shows the daily problem, the same as the API answers', async ({
  page,
  request,
}) => {
  const daily = (await (await request.get('/api/daily-problem?tz=UTC')).json()) as {
    problem: { name: string };
  };
  await page.clock.setFixedTime(new Date());
  await page.goto('/');
  await expect(page.getByTestId('daily-problem')).toBeVisible();
  const shown = await page.getByTestId('daily-problem').textContent();
  // The page asks in this browser's zone: the test browser runs in UTC unless told otherwise.
  expect(shown).toContain(daily.problem.name);
});
