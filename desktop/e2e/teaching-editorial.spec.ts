import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { defaultCatalogDir } from '../../api/src/catalog/read-catalog.ts';
import { useSessionToken } from './support/accounts.ts';
import { catalogSolution, chooseLanguage, expect, test, useTheme } from './support/solving.ts';
import { seriousViolations } from './support/axe.ts';

/** Koko Eating Bananas: a slower approach (wrong-brute, in C++ and Python) and the reference. */
const slug = 'koko-eating-bananas';
const solution = (file: string) =>
  readFileSync(join(defaultCatalogDir, slug, 'solutions', file), 'utf8');
const firstLine = (code: string) => code.trim().split('\n')[0]!;

const approaches = (page: Page) => page.getByTestId('editorial-approach');

/** Opens the problem in `language` and its editorial, saying yes to "See the solution now?". */
async function openEditorial(page: Page, token: string, language: 'java' | 'python') {
  await useSessionToken(page, token);
  await page.goto(`/problems/${slug}`);
  await expect(page.getByRole('heading', { name: 'Koko Eating Bananas', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
    timeout: 30_000,
  });
  await chooseLanguage(page, language);
  await page.getByRole('tab', { name: 'Editorial' }).click();
  const ask = page.getByRole('button', { name: 'Show the editorial' });
  const shown = page.getByTestId('editorial');
  await expect(ask.or(shown)).toBeVisible({ timeout: 20_000 });
  if (await ask.isVisible()) await ask.click();
  await expect(approaches(page)).toHaveCount(2, { timeout: 20_000 });
}

test('a teaching editorial walks its approaches with their code in the chosen language, the pitfalls and the worked example', async ({
  page,
  learner,
}, testInfo) => {
  test.setTimeout(180_000);
  await useTheme(page, 'light');
  await openEditorial(page, learner.token, 'java');

  // Approach 1, the brute force: its complexity, its text, and its code, which exists in C++ and
  // Python only: shown in C++ (the first language that has it), labelled so.
  const brute = approaches(page).nth(0);
  await expect(
    brute.getByRole('heading', { name: 'Approach 1: Try every speed', level: 2 }),
  ).toBeVisible();
  await expect(brute.getByTestId('approach-complexity')).toHaveText(
    /Time O\(n · m\)\s*Space O\(1\)/,
  );
  await expect(brute.getByText('Why it works.')).toBeVisible();
  await expect(brute.getByTestId('approach-code-language')).toHaveText(
    'Shown in C++: this approach has no Java version.',
  );
  await expect(brute.getByRole('heading', { name: 'Code (C++)' })).toBeVisible();
  await expect(brute.getByTestId('approach-code')).toContainText(
    firstLine(solution('wrong-brute.cpp')),
  );
  // The marker is no text of the page.
  await expect(page.getByTestId('editorial')).not.toContainText('code: wrong-brute');

  // Approach 2, the optimal one: the Java reference, with no label.
  const search = approaches(page).nth(1);
  await expect(
    search.getByRole('heading', { name: 'Approach 2: Binary search on the speed', level: 2 }),
  ).toBeVisible();
  await expect(search.getByTestId('approach-complexity')).toHaveText(
    /Time O\(n log m\)\s*Space O\(1\)/,
  );
  await expect(search.getByRole('heading', { name: 'Code (Java)' })).toBeVisible();
  await expect(search.getByTestId('approach-code-language')).toHaveCount(0);
  await expect(search.getByTestId('approach-code')).toHaveText(
    catalogSolution(slug, 'reference', 'java').trim(),
  );

  // The pitfalls, then the worked example's rounds as a table ending on Example 1's answer.
  const pitfalls = page.getByTestId('editorial-pitfalls');
  await expect(pitfalls.getByRole('heading', { name: 'Pitfalls' })).toBeVisible();
  await expect(pitfalls.getByRole('listitem')).toHaveCount(4);
  await expect(pitfalls.getByRole('listitem').first()).toContainText('Rounding the hours down.');
  const example = page.getByTestId('editorial-worked-example');
  await expect(example.getByRole('heading', { name: 'Worked example' })).toBeVisible();
  const table = example.getByRole('table', { name: 'The worked example, step by step' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'round',
    'lo',
    'hi',
    'k',
    'hours at k',
    'good?',
    'next range',
  ]);
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row').nth(2)).toContainText('1 + 2 + 3 + 4 = 10');
  await expect(example).toContainText('the answer is 4');
  expect(await seriousViolations(page)).toEqual([]);
  await search.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('teaching-editorial-java-light.png') });
  await example.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('teaching-editorial-example-light.png') });

  // In Python both approaches have code of their own: no label, the Python files.
  await useTheme(page, 'dark');
  await openEditorial(page, learner.token, 'python');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(
    approaches(page).nth(0).getByRole('heading', { name: 'Code (Python)' }),
  ).toBeVisible();
  await expect(approaches(page).nth(0).getByTestId('approach-code-language')).toHaveCount(0);
  await expect(approaches(page).nth(0).getByTestId('approach-code')).toHaveText(
    solution('wrong-brute.py').trim(),
  );
  await expect(approaches(page).nth(1).getByTestId('approach-code')).toHaveText(
    catalogSolution(slug, 'reference', 'python').trim(),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('teaching-editorial-python-dark.png') });

  // At phone width the sections stack and the code and the table scroll on their own.
  await page.setViewportSize({ width: 390, height: 844 });
  await approaches(page).nth(1).scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('teaching-editorial-390-dark.png') });
  await page.getByTestId('editorial-worked-example').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('teaching-editorial-example-390-dark.png') });
  // Only the table scrolls sideways, never the page.
  const root = page.locator('html');
  expect(await root.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(390);
});
