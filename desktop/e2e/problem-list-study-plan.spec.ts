import type { Page } from '@playwright/test';
import { useSessionToken } from './support/accounts.ts';
import { signInHavingSolvedTwoSum, submitSolution } from './support/progress.ts';
import { expect, test, useTheme } from './support/solving.ts';
import { seriousViolations } from './support/axe.ts';

const rows = (page: Page) => page.getByTestId('problem-row');

test('the problem list sorts by title, difficulty and acceptance, and Pick one opens an unsolved problem', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  await signInHavingSolvedTwoSum(page, request, learner);
  await page.goto('/problems?view=list');
  await expect(rows(page).first()).toBeVisible();
  const names = async () =>
    (await rows(page).getByTestId('problem-name').allTextContents()).map((name) => name.trim());

  // By title, A to Z, then Z to A.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Title' }).click();
  await expect(page).toHaveURL(/sort=title/);
  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
  // The list re-renders after the URL changes: read it until it settles.
  await expect
    .poll(async () => {
      const shown = await names();
      return (
        shown.length > 0 && shown.every((name, i) => i === 0 || byName(shown[i - 1]!, name) <= 0)
      );
    })
    .toBe(true);
  const byTitle = await names();
  expect(byTitle).toEqual([...byTitle].sort(byName));
  await page.getByRole('button', { name: 'Ascending: switch to descending' }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(rows(page).first().getByTestId('problem-name')).not.toHaveText(byTitle[0]!);
  await expect
    .poll(async () => {
      const shown = await names();
      return shown.every((name, i) => i === 0 || byName(shown[i - 1]!, name) >= 0);
    })
    .toBe(true);
  const descending = await names();
  expect(descending).toEqual([...descending].sort((a, b) => byName(b, a)));

  // By difficulty, easiest first: every Easy before any Medium before any Hard.
  await page.getByRole('button', { name: 'Descending: switch to ascending' }).click();
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Difficulty' }).click();
  await expect(page).toHaveURL(/sort=difficulty/);
  const rank = (text: string) =>
    ['Easy', 'Med.', 'Hard'].findIndex((label) => text.includes(label));
  // The list re-renders after the URL changes: read it until it settles.
  await expect
    .poll(async () => {
      const badges = await rows(page)
        .locator('[data-slot="badge"], .rounded-full')
        .allTextContents();
      const ranks = badges.map(rank).filter((value) => value >= 0);
      return (
        ranks.length > 0 && ranks.every((value, index) => index === 0 || ranks[index - 1]! <= value)
      );
    })
    .toBe(true);

  // By acceptance, highest first: Two Sum has a real rate from the solve above.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Acceptance' }).click();
  await page.getByRole('button', { name: 'Ascending: switch to descending' }).click();
  const first = rows(page).first();
  await expect(first.getByTestId('acceptance')).toHaveText(/Acceptance\s*\d+\.\d%/);
  await expect(
    rows(page).filter({ hasText: 'Two Sum' }).first().getByTestId('acceptance'),
  ).toHaveText(/\d+\.\d%/);

  // Pick one: a random unsolved problem of the current filter.
  await page.goto('/problems?view=list&solved=solved');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Pick one' })).toBeDisabled();
  for (let pick = 0; pick < 3; pick += 1) {
    await page.goto('/problems?q=sum');
    await page.getByRole('button', { name: 'Pick one' }).click();
    await expect(page).toHaveURL(/\/problems\/[^/?]+$/);
    // Never the solved Two Sum; always one of the list's matches.
    const id = decodeURIComponent(page.url().split('/').pop()!);
    expect(id).not.toBe('two-sum');
    const found = (await (await request.get(`/api/problems/${id}`)).json()) as {
      name: string;
      statement: string;
    };
    expect(`${found.name} ${found.statement}`.toLowerCase()).toContain('sum');
  }
  await page.goto('/problems?difficulty=Hard');
  await page.getByRole('button', { name: 'Pick one' }).click();
  await expect(page).toHaveURL(/\/problems\/[^/?]+$/);
  const picked = decodeURIComponent(page.url().split('/').pop()!);
  const problem = await request.get(`/api/problems/${picked}`);
  expect(((await problem.json()) as { difficulty: string }).difficulty).toBe('Hard');
});

test('the list view has column headings that sort when clicked, in both themes and on a phone', async ({
  page,
  request,
  learner,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInHavingSolvedTwoSum(page, request, learner);
  await page.goto('/problems?view=list');
  await expect(rows(page).first()).toBeVisible();
  const header = page.getByTestId('problem-list-header');
  await expect(header).toContainText('#');
  await expect(header).toContainText('Title');
  await expect(header).toContainText('Acceptance');
  await expect(header).toContainText('Difficulty');
  const names = async () =>
    (await rows(page).getByTestId('problem-name').allTextContents()).map((name) => name.trim());
  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

  // Title: A to Z, then a second click Z to A; the heading says which.
  const title = header.getByTestId('sort-by-title');
  await title.click();
  await expect(page).toHaveURL(/sort=title/);
  await expect(title).toHaveAccessibleName('Title, sorted ascending');
  await expect(title).toHaveAttribute('aria-pressed', 'true');
  const ascending = await names();
  expect(ascending).toEqual([...ascending].sort(byName));
  await title.click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(title).toHaveAccessibleName('Title, sorted descending');
  await expect(rows(page).first().getByTestId('problem-name')).not.toHaveText(ascending[0]!);
  const descending = await names();
  expect(descending).toEqual([...descending].sort((a, b) => byName(b, a)));

  // Acceptance starts from the highest rate: Two Sum's, from the solve above, is a real one.
  await header.getByRole('button', { name: 'Sort by acceptance' }).click();
  await expect(page).toHaveURL(/sort=acceptance/);
  await expect(page).toHaveURL(/order=desc/);
  await expect(rows(page).first().getByTestId('acceptance')).toHaveText(/Acceptance\s*\d+\.\d%/);

  // # goes back to the catalogue's order, 1 first.
  await header.getByRole('button', { name: 'Sort by number' }).click();
  // The default order: the address drops it.
  await expect(page).not.toHaveURL(/sort=/);
  await expect(rows(page).first()).toContainText('1.');
  await expect(title).toHaveAttribute('aria-pressed', 'false');
  await expect(title).toHaveAccessibleName('Sort by title');

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(header).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`list-headings-${theme}.png`) });
    expect(await seriousViolations(page), theme).toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(header.getByRole('button', { name: 'Sort by difficulty' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('list-headings-390.png') });
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
});

test('the study plan shows progress per pattern and overall after a solve', async ({
  page,
  request,
  learner,
}) => {
  test.setTimeout(120_000);
  await useSessionToken(page, learner.token);
  await page.goto('/study-plan');
  const arrays = page.locator('[data-testid="plan-pattern"][data-pattern="arrays-hashing"]');
  const overall = page.getByTestId('plan-overall');
  await expect(arrays.getByTestId('progress-count')).toHaveText('0 / 9');
  await expect(overall.getByTestId('progress-count')).toHaveText('0 / 150');
  // Patterns come in learning order.
  await expect(page.getByTestId('plan-pattern').first()).toHaveAttribute(
    'data-pattern',
    'arrays-hashing',
  );
  await expect(page.getByTestId('plan-pattern').nth(1)).toHaveAttribute(
    'data-pattern',
    'two-pointers',
  );

  expect(await submitSolution(request, learner, 'two-sum')).toBe('Accepted');
  await page.reload();
  await expect(arrays.getByTestId('progress-count')).toHaveText('1 / 9');
  await expect(overall.getByTestId('progress-count')).toHaveText('1 / 150');
  await expect(arrays.getByRole('link', { name: /Two Sum/ })).toHaveAttribute(
    'data-solved',
    'true',
  );

  await page.getByRole('tab', { name: 'Most asked 75' }).click();
  await expect(page).toHaveURL(/plan=most-asked/);
  await expect(overall.getByTestId('progress-count')).toHaveText('1 / 75');
  await expect(overall).toContainText('Blind 75');
});

test('the problem list and the study plan pass axe in both themes, at 390 px too', async ({
  page,
  learner,
}) => {
  // Twelve axe scans, three of a list of every problem: minutes on a busy machine.
  test.setTimeout(300_000);
  await useSessionToken(page, learner.token);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await page.goto('/problems?view=list');
      await expect(rows(page).first()).toBeVisible();
      expect(await seriousViolations(page), `problems ${theme} ${width}`).toEqual([]);
      await page.goto('/problems');
      await expect(page.getByTestId('problem-card').first()).toBeVisible();
      expect(await seriousViolations(page), `problems grid ${theme} ${width}`).toEqual([]);
      await page.goto('/study-plan');
      await expect(page.getByTestId('plan-pattern').first()).toBeVisible();
      expect(await seriousViolations(page), `study plan ${theme} ${width}`).toEqual([]);
      if (width === 390) {
        await page.screenshot({ path: `test-results/study-plan-390-${theme}.png` });
        // Nothing wider than the screen.
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
          390,
        );
      }
    }
  }
});

test('a study plan that cannot load says so, and Try again loads it', async ({ page }) => {
  let failing = true;
  await page.route('**/api/study-plan', (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.continue(),
  );
  await page.goto('/study-plan');
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to fetch problems.' });
  await expect(failure).toBeVisible();
  failing = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('plan-overall')).toBeVisible();
  await expect(failure).toHaveCount(0);
});
