import type { Page } from '@playwright/test';
import { messages } from '@zencode/shared/contract';
import { offlineChannels } from '../preload/offline-channels.ts';
import {
  desktopPageOrigin,
  startDesktopHarness,
  type DesktopHarness,
} from './support/desktop-harness.ts';
import { expect, test, useTheme } from './support/solving.ts';

// Leaderboard and profiles in the desktop app when the server goes away: the last copy saved on
// this computer, said so calmly, or the offline text for a page never opened; never a raw error.
let desktop: DesktopHarness;
test.beforeAll(async () => {
  desktop = await startDesktopHarness();
});
test.afterAll(async () => {
  await desktop?.close();
});

const shots = process.env.SCREENSHOTS_DIR;
const screenshot = (page: Page, name: string) =>
  shots ? page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }) : undefined;

for (const { theme, width } of [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 390 },
] as const) {
  test(`leaderboard and profiles offline show their saved copy or the offline text (${theme}, ${width} px)`, async ({
    context,
    page,
    learner,
  }) => {
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await page.setViewportSize({ width, height: 900 });
    // Each test starts signed out (log out: the keychain entry and the learner's copies go).
    await desktop.services.invoke(offlineChannels.sessionWrite, [null]);
    await desktop.attach(context, page);
    await page.goto(`${desktopPageOrigin}/signin`);
    await page.getByLabel('Email').fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/signin/, { timeout: 20_000 });

    // Online: the leaderboard and a profile, with no notice.
    await page.goto(`${desktopPageOrigin}/leaderboard`);
    const table = page.getByRole('table');
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('leaderboard-skeleton-row')).toHaveCount(0, { timeout: 20_000 });
    const board = await table.innerText();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await page.goto(`${desktopPageOrigin}/profile/${learner.username}`);
    await expect(page.getByTestId('profile-username')).toHaveText(`@${learner.username}`, {
      timeout: 20_000,
    });
    await expect(page.getByText('Progress').first()).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);

    await desktop.serverDown();
    try {
      // The leaderboard's saved copy, marked as such.
      await page.goto(`${desktopPageOrigin}/leaderboard`);
      await expect(page.getByRole('status').filter({ hasText: messages.cachedCopy })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('leaderboard-skeleton-row')).toHaveCount(0);
      expect(await table.innerText()).toBe(board);
      await expect(page.getByText(messages.fetchLeaderboardFailed)).toHaveCount(0);
      await screenshot(page, `offline-leaderboard-${theme}-${width}`);

      // A leaderboard page never opened: the offline text, calmly, not a failure.
      await page.goto(`${desktopPageOrigin}/leaderboard?page=40`);
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: messages.serverUnreachable }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.getByText(messages.fetchLeaderboardFailed)).toHaveCount(0);

      // The profile opened before: its copy, with the notice.
      await page.goto(`${desktopPageOrigin}/profile/${learner.username}`);
      await expect(page.getByTestId('profile-username')).toHaveText(`@${learner.username}`, {
        timeout: 20_000,
      });
      await expect(page.getByRole('status').filter({ hasText: messages.cachedCopy })).toBeVisible();
      await screenshot(page, `offline-profile-${theme}-${width}`);

      // A profile never opened: the offline text, not "private" and not a spinner.
      await page.goto(`${desktopPageOrigin}/profile/never-opened-${width}`);
      await expect(
        page.getByRole('main').getByRole('status').filter({ hasText: messages.serverUnreachable }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(messages.profileNotPublic)).toHaveCount(0);
      await expect(page.getByText(messages.loadingProfile)).toHaveCount(0);
      await screenshot(page, `offline-profile-unknown-${theme}-${width}`);
    } finally {
      await desktop.serverUp();
    }
  });
}
