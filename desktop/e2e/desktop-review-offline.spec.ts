import type { APIRequestContext, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { messages, reviewQueueMessages } from '@zencode/shared/contract';
import { bearer } from './admin-helpers.ts';
import type { TestAccount } from './support/accounts.ts';
import { desktopPageOrigin, type DesktopHarness } from './support/desktop-harness.ts';
import { useDesktopHarness } from './support/desktop-pages.ts';
import { submitSolution } from './support/progress.ts';
import { expect, test } from './support/solving.ts';

// The review schedule, notes and the daily problem in the desktop app offline: the real
// main-process services behind page.route (see support/desktop-harness.ts); "the server goes
// away" closes the only road from the desktop to the API.
let desktop: DesktopHarness;
useDesktopHarness((started) => (desktop = started));

/** The account's review history as the server holds it. */
async function history(request: APIRequestContext, learner: TestAccount) {
  const answer = await request.get('/api/review-queue/history', { headers: bearer(learner) });
  return (await answer.json()) as {
    logs: { problemId: string; rating: string; proposed: boolean }[];
    notes: { problemId: string; body: string }[];
  };
}

async function expectNoSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);
}

test('offline, the review schedule, notes and the daily problem work from the cache; ratings and notes reach the account once', async ({
  context,
  page,
  request,
  learner,
}, testInfo) => {
  test.setTimeout(240_000);
  expect(await submitSolution(request, learner, 'two-sum')).toBe('Accepted');
  await desktop.attach(context, page);
  await page.goto(`${desktopPageOrigin}/signin`);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/signin/, { timeout: 20_000 });

  // Online once: the landing page (daily problem), the list, the problem, its note and the Review
  // page leave their copies on this computer.
  await page.goto(`${desktopPageOrigin}/`);
  const daily = page.getByTestId('daily-problem');
  await expect(daily).toBeVisible({ timeout: 20_000 });
  const dailyName = await daily.textContent();
  await page.goto(`${desktopPageOrigin}/problems`);
  await expect(page.getByRole('link', { name: /Two Sum/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(`${desktopPageOrigin}/problems/two-sum`);
  await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await expect(page.getByTestId('submission-row').first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByLabel('Your note (private, Markdown)')).toBeEnabled();
  await page.goto(`${desktopPageOrigin}/review`);
  await expect(page.getByTestId('review-card').filter({ hasText: 'Two Sum' })).toHaveCount(1);
  await expect(page.getByText('Notes you write beside the editor appear here.')).toBeVisible();

  await desktop.serverDown();

  // The rating proposed at Accepted is changed offline: kept here, shown at once.
  await page.goto(`${desktopPageOrigin}/problems/two-sum`);
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByTestId('submission-row').first().click();
  const prompt = page.getByTestId('review-rating');
  await expect(prompt).toContainText('proposed Easy');
  await prompt.getByRole('button', { name: 'Hard' }).click();
  await expect(prompt.getByText(reviewQueueMessages.keptOffline)).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Hard' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A note written offline: kept, shown, and found from the Review page.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await page
    .getByLabel('Your note (private, Markdown)')
    .fill('Offline idea: a **complement map**.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText(reviewQueueMessages.keptOffline)).toBeVisible();
  await expect(page.getByTestId('note-preview')).toContainText('complement map');

  await page.goto(`${desktopPageOrigin}/review`);
  await expect(page.getByText(messages.cachedCopy)).toBeVisible();
  const notSent = page.getByTestId('review-outbox');
  await expect(notSent).toContainText('Not sent yet (2)');
  await expect(notSent).toContainText('Rated Hard: Two Sum');
  await expect(notSent).toContainText('Note on Two Sum');
  await expect(page.getByTestId('review-card').filter({ hasText: 'Two Sum' })).toContainText(
    'last: Hard',
  );
  await page.getByRole('searchbox', { name: 'Search notes' }).fill('complement');
  await expect(page.getByTestId('note-result')).toHaveCount(1);
  await expect(page.getByTestId('note-result')).toContainText('Two Sum');
  for (const [theme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByTestId('review-card').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({
      path: testInfo.outputPath(`review-offline-${theme}-${width}.png`),
      fullPage: true,
    });
    await expectNoSeriousAxe(page);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // The daily problem offline: today's, from the cached catalogue.
  await page.goto(`${desktopPageOrigin}/`);
  await expect(page.getByTestId('daily-problem')).toHaveText(dailyName ?? '', { timeout: 20_000 });

  // Nothing reached the server yet.
  let held = await history(request, learner);
  expect(held.logs).toMatchObject([{ problemId: 'two-sum', rating: 'Easy', proposed: true }]);
  expect(held.notes).toEqual([]);

  // The server is back: the next request sends both, once.
  await desktop.serverUp();
  await page.goto(`${desktopPageOrigin}/review`);
  await expect
    .poll(async () => (await history(request, learner)).logs, { timeout: 30_000 })
    .toMatchObject([{ problemId: 'two-sum', rating: 'Hard', proposed: false }]);
  await expect
    .poll(async () => (await history(request, learner)).notes.map((note) => note.body))
    .toEqual(['Offline idea: a **complement map**.']);
  await page.reload();
  await expect(page.getByText(messages.cachedCopy)).toHaveCount(0);
  await expect(page.getByTestId('review-outbox')).toHaveCount(0);
  await expect(page.getByTestId('review-card').filter({ hasText: 'Two Sum' })).toContainText(
    'last: Hard',
  );
  held = await history(request, learner);
  expect(held.logs).toHaveLength(1);
  expect(held.notes).toHaveLength(1);
});
