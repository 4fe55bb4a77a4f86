import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { defaultCatalogDir } from '../../api/src/catalog/read-catalog.ts';
import { useSessionToken } from './support/accounts.ts';
import {
  catalogSolution,
  chooseLanguage,
  expect,
  openTwoSum,
  replaceEditorCode,
  test,
  useTheme,
} from './support/solving.ts';
import { seriousViolations } from './support/axe.ts';

const twoSum = JSON.parse(readFileSync(`${defaultCatalogDir}/two-sum/problem.json`, 'utf8')) as {
  hints: string[];
};
const hint = (page: Page) => page.getByTestId('hint');
const showHint = (page: Page, number: number) =>
  page.getByRole('button', { name: `Show hint ${number}` });

/** The whole page, the code editor's line numbers included. */
const violations = (page: Page) => seriousViolations(page);

test('a learner opens hint 1 then 2, submits, then sees the editorial in their language', async ({
  page,
  learner,
}, testInfo) => {
  test.setTimeout(240_000);
  await useTheme(page, 'light');
  await openTwoSum(page, learner);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  // Hints open one at a time, in order.
  await expect(showHint(page, 2)).toHaveCount(0);
  await showHint(page, 1).click();
  await expect(hint(page)).toHaveCount(1);
  await expect(hint(page).first()).toContainText(twoSum.hints[0]!.replaceAll('`', ''));
  await showHint(page, 2).click();
  await expect(hint(page)).toHaveCount(2);
  await expect(hint(page).nth(1)).toContainText(twoSum.hints[1]!.replaceAll('`', ''));
  await expect(page.getByText('2 of 3 opened')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Arrays & Hashing' })).toBeVisible();
  await expect(page.getByRole('link', { name: '3Sum' })).toHaveAttribute('href', '/problems/3sum');
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('hints-light.png') });

  await chooseLanguage(page, 'java');
  await replaceEditorCode(page, catalogSolution('two-sum', 'reference', 'java'));
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('submission-verdict')).toHaveText('Accepted', { timeout: 90_000 });

  // The submission carries what was opened, as the server recorded it.
  await page.getByRole('tab', { name: 'Submissions' }).click();
  await page.getByTestId('submission-row').first().click();
  await expect(page.getByTestId('submission-help')).toHaveText('2 hints opened');

  // Solved: the editorial opens without asking, with the reference in Java, the chosen language.
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await expect(page.getByText('See the solution now?')).toHaveCount(0);
  const editorial = page.getByTestId('editorial');
  await expect(editorial.getByRole('heading', { name: 'Idea' })).toBeVisible({ timeout: 20_000 });
  await expect(editorial.getByRole('heading', { name: 'Approach' })).toBeVisible();
  await expect(editorial.getByRole('heading', { name: 'Complexity' })).toBeVisible();
  await expect(editorial.getByRole('heading', { name: 'Reference solution (Java)' })).toBeVisible();
  await expect(page.getByTestId('reference-solution')).toContainText(
    catalogSolution('two-sum', 'reference', 'java').trim().split('\n')[0]!,
  );
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('editorial-light.png') });

  await useTheme(page, 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await expect(page.getByTestId('reference-solution')).toBeVisible({ timeout: 20_000 });
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('editorial-dark.png') });
  await page.getByRole('tab', { name: 'Description' }).click();
  await expect(hint(page)).toHaveCount(2);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('hints-dark.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await hint(page).nth(1).scrollIntoViewIfNeeded();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('hints-390.png') });
});

test('before a solve the editorial asks once, "See the solution now?", and the opening is recorded', async ({
  page,
  learner,
}, testInfo) => {
  test.setTimeout(120_000);
  await useTheme(page, 'dark');
  await useSessionToken(page, learner.token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/problems/two-sum');
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await expect(page.getByRole('heading', { name: 'See the solution now?' })).toBeVisible({
    timeout: 20_000,
  });
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('editorial-ask-390.png') });
  // Keep trying goes back to the description and opens nothing.
  await page.getByRole('button', { name: 'Keep trying' }).click();
  await expect(page.getByRole('heading', { name: 'Two Sum', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await page.getByRole('button', { name: 'Show the editorial' }).click();
  await expect(page.getByTestId('reference-solution')).toBeVisible({ timeout: 20_000 });

  // Asked once: after a reload it opens straight away.
  await page.reload();
  await page.getByRole('tab', { name: 'Editorial' }).click();
  await expect(page.getByTestId('reference-solution')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('See the solution now?')).toHaveCount(0);
});
