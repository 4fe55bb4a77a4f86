import { type Page, expect, test } from '@playwright/test';
import { messages } from '@zencode/shared/contract';

interface Problem {
  _id: string;
  name: string;
  statement: string;
  difficulty: 'Easy' | 'Medium' | 'Hard';
  tags: string[];
}

let problems: Problem[] = [];

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/problems');
  expect(response.ok()).toBe(true);
  problems = (await response.json()) as Problem[];
});

async function openProblems(page: Page, query = '') {
  await page.goto(`/problems${query}`);
  await expect(
    page.getByTestId('problem-card').or(page.getByTestId('problem-row')).first(),
  ).toBeVisible();
}

test.describe('problem list', () => {
  test('lists the shipped problems, Two Sum among them, under the app top bar', async ({
    page,
  }) => {
    expect(problems.length).toBeGreaterThanOrEqual(5);
    await openProblems(page);
    const cards = page.getByTestId('problem-card');
    await expect(cards).toHaveCount(Math.min(problems.length, 36));
    // Two Sum itself, beside Two Sum II and any statement that mentions it.
    await expect(cards.filter({ hasText: /Two Sum(?! II)/ })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Two Sum' })).toHaveAttribute('href', '/problems/two-sum');

    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link', { name: 'Problems' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav.getByRole('link', { name: 'Leaderboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('search narrows the list by name or statement, case-insensitively', async ({ page }) => {
    await openProblems(page);
    await page.getByRole('searchbox', { name: 'Search problems' }).fill('TWO SUM');
    const expected = problems.filter(
      (p) =>
        p.name.toLowerCase().includes('two sum') || p.statement.toLowerCase().includes('two sum'),
    );
    const cards = page.getByTestId('problem-card');
    await expect(cards).toHaveCount(expected.length);
    // Two Sum itself, beside Two Sum II and any statement that mentions it.
    await expect(cards.filter({ hasText: /Two Sum(?! II)/ })).toHaveCount(1);
    // The search reaches the URL once typing pauses, so a reload keeps it.
    await expect(page).toHaveURL(/q=TWO\+SUM/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search problems' })).toHaveValue('TWO SUM');
    await expect(cards).toHaveCount(expected.length);

    await page
      .getByRole('searchbox', { name: 'Search problems' })
      .fill('no problem is called this');
    // A search that finds nothing says so and offers the way back; an empty catalogue says otherwise.
    await expect(page.getByText('No problems match these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards).toHaveCount(Math.min(problems.length, 36));
  });

  test('the difficulty filter shows exactly the problems of that difficulty', async ({ page }) => {
    await openProblems(page);
    for (const difficulty of ['Easy', 'Hard'] as const) {
      await page.getByRole('combobox', { name: 'Difficulty' }).click();
      await page.getByRole('option', { name: difficulty, exact: true }).click();
      const expected = problems.filter((p) => p.difficulty === difficulty);
      const cards = page.getByTestId('problem-card');
      if (expected.length === 0) {
        await expect(page.getByText('No problems match these filters.')).toBeVisible();
        continue;
      }
      await expect(cards).toHaveCount(Math.min(expected.length, 36));
      // The grid of the previous filter can still be on show for a moment with the same count:
      // the names are read until every one is of this difficulty.
      const names = expected.map((p) => p.name);
      await expect
        .poll(async () =>
          (await cards.locator('h3').allTextContents()).filter((name) => !names.includes(name)),
        )
        .toEqual([]);
      await expect(cards.filter({ hasText: 'Two Sum' })).toHaveCount(difficulty === 'Easy' ? 1 : 0);
    }
  });

  test('list view shows one row per problem and survives a reload', async ({ page }) => {
    await openProblems(page);
    await page.getByRole('tab', { name: 'List View' }).click();
    await expect(page).toHaveURL(/view=list/);
    const rows = page.getByTestId('problem-row');
    await expect(rows).toHaveCount(Math.min(problems.length, 50));
    await expect(rows.filter({ hasText: 'Two Sum' })).toHaveAttribute('href', '/problems/two-sum');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'List View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(rows.first()).toBeVisible();
  });

  test('deep links load the app: a problem sends visitors to sign in, a profile path renders', async ({
    page,
  }) => {
    const response = await page.goto('/problems/two-sum');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    // An unknown learner's profile path renders the app's public view, which says so calmly.
    await page.goto('/profile/ada_lovelace');
    await expect(page.getByText(messages.profileNotPublic)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
