import { useSessionToken } from './support/accounts.ts';
import { expect, test, useTheme } from './support/solving.ts';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1440, 390]) {
    test(`the problem page at ${width} px in the ${theme} theme`, async ({
      page,
      learner,
      baseURL,
    }, testInfo) => {
      // Monaco and its workers come from the app itself: the desktop app works offline.
      const foreign: string[] = [];
      const problems: string[] = [];
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(baseURL!) && !url.startsWith('data:') && !url.startsWith('blob:'))
          foreign.push(url);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));

      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await useTheme(page, theme);
      await useSessionToken(page, learner.token);
      await page.goto('/problems/two-sum');
      await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible({ timeout: 20_000 });
      const editor = page.getByTestId('code-editor').locator('.monaco-editor');
      await expect(editor).toBeVisible({ timeout: 30_000 });
      await expect(editor).toContainText('twoSum');
      await expect(page.getByText('Case 1', { exact: true })).toBeVisible();
      await expect(page.getByTestId('cursor-position')).toHaveText('Ln 1, Col 1');
      // Stacked below 768 px; side by side with a resizable divider above.
      await expect(page.getByRole('separator', { name: 'Resize panes' })).toHaveCount(
        width < 768 ? 0 : 1,
      );
      await page.screenshot({
        path: testInfo.outputPath(`problem-${width}-${theme}.png`),
        fullPage: width < 768,
      });
      expect(foreign).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
