import { type Page, expect, test } from '@playwright/test';
import { messages } from '@zencode/shared/contract';

/** A crafted board of `totalPages` pages of ten, answered per requested page. */
async function craftBoard(page: Page, totalPages: number, options: { delayMs?: number } = {}) {
  const entry = (rank: number) => ({
    // Rank 4 has no name: its avatar falls back to 'U'.
    name: rank === 4 ? '' : `Learner ${rank}`,
    handle: `learner_${rank}`,
    avatar: '',
    totalSubmissions: 100 - rank,
    totalQuestions: 50 - Math.floor(rank / 2),
    score: 1000 - rank * 10,
    rank,
  });
  const asked: number[] = [];
  await page.route('**/api/leaderboard?*', async (route) => {
    const url = new URL(route.request().url());
    const current = Number(url.searchParams.get('page'));
    asked.push(current);
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const data =
      current >= 1 && current <= totalPages
        ? Array.from({ length: 10 }, (_, index) => entry((current - 1) * 10 + index + 1))
        : [];
    await route.fulfill({ json: { legends: [1, 2, 3].map(entry), data, totalPages } });
  });
  return asked;
}

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** The pagination controls as text: page numbers and '…'. */
async function controls(page: Page) {
  const items = pager(page).locator('button[aria-label^="Page"], span[aria-hidden]');
  return (await items.allTextContents()).map((text) => text.trim());
}

test('pagination: first and last page, one neighbour each side, ellipses, no moves out of range', async ({
  page,
}) => {
  const asked = await craftBoard(page, 7);
  await page.goto('/leaderboard');
  await expect(page.getByTestId('leaderboard-row')).toHaveCount(10);
  expect(await controls(page)).toEqual(['1', '2', '…', '7']);
  await expect(pager(page).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expect(pager(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await pager(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL('/leaderboard?page=2');
  await expect(page.getByTestId('leaderboard-row').first()).toContainText('@learner_11');
  expect(await controls(page)).toEqual(['1', '2', '3', '…', '7']);

  await pager(page).getByRole('button', { name: 'Page 7' }).click();
  await expect(page).toHaveURL('/leaderboard?page=7');
  await expect(page.getByTestId('leaderboard-row').first()).toContainText('@learner_61');
  expect(await controls(page)).toEqual(['1', '…', '6', '7']);
  const next = pager(page).getByRole('button', { name: 'Next page' });
  await expect(next).toBeDisabled();
  // A disabled button ignores a click (HTMLElement.click() does nothing on it), without Playwright's
  // forced pointer click, which fails when the pager sits at the viewport's edge.
  await next.evaluate((button: { click(): void }) => button.click());
  await expect(page).toHaveURL('/leaderboard?page=7');

  await page.goto('/leaderboard?page=4');
  await expect(page.getByTestId('leaderboard-row').first()).toContainText('@learner_31');
  expect(await controls(page)).toEqual(['1', '…', '3', '4', '5', '…', '7']);
  await pager(page).getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL('/leaderboard?page=3');

  // A page past the end asked for in the address: nothing listed, and no move goes further out.
  await page.goto('/leaderboard?page=99');
  await expect(page.getByText(messages.noLeaderboardData)).toBeVisible();
  await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
  expect(asked.every((value) => value >= 1)).toBe(true);
});

test('top three: legend cards with badges and taglines, medals instead of #1 to #3', async ({
  page,
}) => {
  await craftBoard(page, 2);
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { name: 'Zen Legends' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leaderboard', exact: true })).toBeVisible();
  await expect(page.getByText(messages.leaderboardSubtitle)).toBeVisible();
  const cards = page.getByTestId('legend-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByTestId('legend-badge')).toHaveText([
    'Zen Master',
    'Zen Sage',
    'Zen Sensei',
  ]);
  const ranks = page.getByTestId('leaderboard-rank');
  await expect(ranks.nth(0).getByRole('img', { name: 'Gold medal' })).toBeVisible();
  await expect(ranks.nth(1).getByRole('img', { name: 'Silver medal' })).toBeVisible();
  await expect(ranks.nth(2).getByRole('img', { name: 'Bronze medal' })).toBeVisible();
  await expect(ranks.nth(3)).toHaveText('#4');
  const firstRow = page.getByTestId('leaderboard-row').first();
  await expect(firstRow.getByRole('link')).toHaveAttribute('href', '/profile/learner_1');
  await expect(firstRow.locator('[data-slot="avatar"]')).toHaveText('L1');
  const nameless = page.getByTestId('leaderboard-row').nth(3);
  await expect(nameless.locator('[data-slot="avatar"]')).toHaveText('U');
  await expect(nameless).toContainText(messages.fallbackUserName);

  await page.getByRole('button', { name: 'How the Zen Score is counted' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Easy 10, Medium 20, Hard 40');
});

test('skeletons while loading, the error in the table, and the empty board', async ({ page }) => {
  await craftBoard(page, 1, { delayMs: 1500 });
  await page.goto('/leaderboard');
  await expect(page.getByTestId('leaderboard-skeleton-row')).toHaveCount(10);
  await expect(page.getByTestId('legend-skeleton')).toHaveCount(3);
  await expect(page.getByTestId('leaderboard-row')).toHaveCount(10);
  await page.unroute('**/api/leaderboard?*');

  await page.route('**/api/leaderboard?*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }),
  );
  await page.goto('/leaderboard?page=2');
  await expect(page.getByRole('alert')).toHaveText(messages.fetchLeaderboardFailed);
  await expect(page.getByTestId('legend-card')).toHaveCount(0);
  await page.unroute('**/api/leaderboard?*');

  await page.route('**/api/leaderboard?*', (route) =>
    route.fulfill({ json: { legends: [], data: [], totalPages: 0 } }),
  );
  await page.goto('/leaderboard');
  await expect(page.getByText(messages.noLeaderboardData)).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
});
