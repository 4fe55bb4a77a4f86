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

/** Each screen a learner reaches from the top bar and its menus, opened and loaded. */
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
    name: 'study plan',
    open: async (page) => {
      await page.goto('/study-plan');
      await expect(page.getByTestId('plan-pattern').first()).toBeVisible();
    },
  },
  {
    name: 'review queue',
    open: async (page) => {
      await page.goto('/review');
      await expect(page.getByTestId('review-due-today')).toBeVisible();
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

/** The WCAG contrast ratio of two `rgb(…)`/`rgba(…)` colours, the first laid over the second. */
function contrast(foreground: string, background: string): number {
  const parse = (colour: string) => colour.match(/[\d.]+/g)!.map(Number);
  const [br, bg, bb] = parse(background);
  const [fr, fg, fb, fa = 1] = parse(foreground);
  const over = [fr! * fa + br! * (1 - fa), fg! * fa + bg! * (1 - fa), fb! * fa + bb! * (1 - fa)];
  const luminance = ([r, g, b]: number[]) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
  };
  const [light, dark] = [luminance(over), luminance([br!, bg!, bb!])].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the editor's line numbers read at 4.5:1 or more, the empty last line's too (${theme})`, async ({
    page,
    learner,
  }) => {
    await useTheme(page, theme);
    await useSessionToken(page, learner.token);
    await page.goto('/problems/two-sum');
    const editor = page.getByTestId('code-editor').locator('.monaco-editor');
    await expect(editor.locator('.line-numbers').first()).toBeVisible({ timeout: 30_000 });
    // The cursor on the empty last line: its number is the active one, which Monaco dims there.
    await editor.locator('.view-lines').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    // The scripts run in the page; this file is typed for Node, which has no DOM types.
    const numbers = (await page.evaluate(`(() => {
      const editor = document.querySelector('[data-testid="code-editor"] .monaco-editor');
      const background = getComputedStyle(editor.querySelector('.monaco-editor-background')).backgroundColor;
      return [...editor.querySelectorAll('.line-numbers')].map((number) => ({
        text: number.textContent,
        color: getComputedStyle(number).color,
        background,
      }));
    })()`)) as { text: string; color: string; background: string }[];
    expect(numbers.length).toBeGreaterThan(3);
    const faint = numbers
      .map((number) => ({ ...number, ratio: contrast(number.color, number.background) }))
      .filter((number) => number.ratio < 4.5)
      .map((number) => `line ${number.text}: ${number.ratio.toFixed(2)}:1`);
    expect(faint).toEqual([]);
  });
}
