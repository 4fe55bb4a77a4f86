import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { type TestAccount, useSessionToken } from './accounts.ts';
import { catalogSolution } from './solving.ts';

/** Submits Python `code` through the API and waits for its verdict. */
export async function submitCodeThroughApi(
  request: APIRequestContext,
  account: TestAccount,
  problemId: string,
  code: string,
): Promise<string> {
  const headers = { authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/submission', {
    headers,
    data: { problemId, language: 'python', code },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  let verdict: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/submission/${id}`, { headers });
        ({ verdict } = (await answer.json()) as { verdict: string | null });
        return verdict;
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .not.toBeNull();
  return verdict!;
}

/** Submits a catalogue problem's Python solution through the API and waits for its verdict. */
export function submitSolution(
  request: APIRequestContext,
  account: TestAccount,
  problemId: string,
  kind: 'reference' | 'wrong' = 'reference',
): Promise<string> {
  return submitCodeThroughApi(
    request,
    account,
    problemId,
    catalogSolution(problemId, kind, 'python'),
  );
}

/** Has `learner` solve Two Sum through the API, then signs them in on `page`. */
export async function signInHavingSolvedTwoSum(
  page: Page,
  request: APIRequestContext,
  learner: TestAccount,
) {
  expect(await submitSolution(request, learner, 'two-sum')).toBe('Accepted');
  await useSessionToken(page, learner.token);
}

/** Answers the profile heatmap call with crafted days (streak cases need a past the API lacks). */
export async function craftHeatmap(
  page: Page,
  username: string,
  entries: { date: string; count: number }[],
): Promise<void> {
  await page.route(`**/api/profile/${username}/heatmap?*`, (route) =>
    route.fulfill({ json: { heatmap: entries } }),
  );
}

/** 'YYYY-MM-DD' of `daysAgo` days before today in the browser's calendar. */
export function browserDay(page: Page, daysAgo: number): Promise<string> {
  return page.evaluate((back) => {
    const day = new Date();
    day.setDate(day.getDate() - back);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, daysAgo);
}
