import type { Page } from '@playwright/test';
import { useSessionToken } from './support/accounts.ts';
import { expect, test, useTheme } from './support/solving.ts';
import { seriousViolations } from './support/axe.ts';

interface PageAnimation {
  effect: { getTiming(): { iterations?: number } } | null;
  finished: Promise<unknown>;
}

/**
 * Waits until the page's finite animations (a dialog fading in) have ended: a colour measured
 * halfway through a fade has less contrast than the one that stays. Endless ones (a spinner)
 * are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { document } = globalThis as unknown as {
      document: { getAnimations(): PageAnimation[] };
    };
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Each screen the issue names, opened and loaded. */
const screens: {
  name: string;
  open: (page: Page, username: string) => Promise<void>;
  /** Where to look, when the screen is a dialog over another page. */
  scope?: string;
}[] = [
  {
    name: 'landing page',
    open: async (page) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    name: 'problem list',
    open: async (page) => {
      await page.goto('/problems');
      await expect(page.getByTestId('problem-card').first()).toBeVisible();
    },
  },
  {
    name: 'problem page',
    open: async (page) => {
      await page.goto('/problems/two-sum');
      await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'profile',
    open: async (page, username) => {
      await page.goto(`/profile/${username}`);
      await expect(page.getByTestId('activity-heatmap')).toBeVisible();
    },
  },
  {
    name: 'leaderboard',
    open: async (page) => {
      await page.goto('/leaderboard');
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    name: 'online compiler with two files',
    open: async (page) => {
      await page.goto('/compiler');
      await expect(page.getByTestId('compiler-editor').locator('.monaco-editor')).toBeVisible({
        timeout: 30_000,
      });
      if ((await page.getByRole('tab').count()) < 2)
        await page.getByRole('button', { name: 'New file' }).click();
    },
  },
  {
    name: 'problem page after a verdict, the pointer on Submit',
    open: async (page) => {
      await page.goto('/problems/two-sum');
      await expect(page.getByTestId('code-editor').locator('.monaco-editor')).toBeVisible({
        timeout: 30_000,
      });
      const submit = page.getByRole('button', { name: 'Submit', exact: true });
      await submit.click();
      await expect(page.getByTestId('submission-verdict')).toBeVisible({ timeout: 90_000 });
      await submit.hover();
    },
  },
  {
    name: 'editor settings',
    scope: '[role="dialog"]',
    open: async (page) => {
      await page.goto('/problems/two-sum');
      await page.getByRole('button', { name: 'Editor settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Editor settings' })).toBeVisible();
    },
  },
  {
    name: 'settings',
    scope: '[role="dialog"]',
    open: async (page) => {
      await page.goto('/problems');
      await page.getByRole('button', { name: 'Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    },
  },
];

for (const theme of ['light', 'dark'] as const) {
  test(`axe-core finds nothing critical or serious in the ${theme} theme`, async ({
    page,
    learner,
  }) => {
    test.setTimeout(300_000);
    await useTheme(page, theme);
    await useSessionToken(page, learner.token);
    const found: Record<string, string[]> = {};
    for (const { name, open, scope } of screens) {
      await open(page, learner.username);
      const html = expect(page.locator('html'));
      await (theme === 'dark' ? html : html.not).toHaveClass(/\bdark\b/);
      await settled(page);
      const problems = await seriousViolations(page, { include: scope });
      if (problems.length > 0) found[name] = problems;
    }
    expect(found).toEqual({});
  });
}
