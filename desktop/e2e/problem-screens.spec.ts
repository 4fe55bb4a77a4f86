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
      const phone = width < 768;
      // A phone shows one pane at a time (Problem, Code, Console); a wide screen shows them side
      // by side with a resizable divider.
      await expect(page.getByRole('separator', { name: 'Resize panes' })).toHaveCount(
        phone ? 0 : 1,
      );
      if (phone) {
        await page.screenshot({ path: testInfo.outputPath(`problem-${width}-${theme}.png`) });
        await page.getByTestId('phone-pane-code').click();
      }
      const editor = page.getByTestId('code-editor').locator('.monaco-editor');
      await expect(editor).toBeVisible({ timeout: 30_000 });
      await expect(editor).toContainText('twoSum');
      await expect(page.getByTestId('cursor-position')).toHaveText('Ln 1, Col 1');
      if (phone) {
        await page.screenshot({ path: testInfo.outputPath(`code-${width}-${theme}.png`) });
        await page.getByTestId('phone-pane-console').click();
      }
      await expect(page.getByText('Case 1', { exact: true })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`${phone ? 'console' : 'problem'}-${width}-${theme}.png`),
      });
      expect(foreign).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}
