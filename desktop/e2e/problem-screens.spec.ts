import { useSessionToken } from './support/accounts.ts';
import { expect, test, useTheme } from './support/solving.ts';

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1440, 390]) {
    test(`the problem page at ${width} px in the ${theme} theme`, async ({
      page,
      learner,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      await useTheme(page, theme);
      await useSessionToken(page, learner.token);
      await page.goto('/problems/two-sum');
      await expect(page.getByRole('heading', { name: 'Two Sum' })).toBeVisible();
      await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText('Case 1', { exact: true })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`problem-${width}-${theme}.png`),
        fullPage: width < 800,
      });
    });
  }
}
