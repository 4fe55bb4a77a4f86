import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closingLines, summarizeTestReports } from './test-report-summary.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function reports(files: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), 'zencode-reports-'));
  for (const [name, body] of Object.entries(files))
    writeFileSync(join(dir, name), JSON.stringify(body));
  return dir;
}

describe('summarizeTestReports', () => {
  it('counts both runners and names each failed test with the first line of its error', () => {
    const root = '/repo';
    const summary = summarizeTestReports(
      reports({
        'vitest.json': {
          numPassedTests: 10,
          numFailedTests: 1,
          numPendingTests: 2,
          numTodoTests: 0,
          testResults: [
            {
              name: '/repo/api/src/a.test.ts',
              status: 'failed',
              assertionResults: [
                { status: 'passed', fullName: 'a works' },
                {
                  status: 'failed',
                  fullName: 'a › keeps the draft',
                  failureMessages: [
                    '\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at x',
                  ],
                },
              ],
            },
            {
              name: '/repo/api/src/b.test.ts',
              status: 'failed',
              message: 'Cannot find module x\nstack',
              assertionResults: [],
            },
          ],
        },
        'playwright.json': {
          stats: { expected: 5, flaky: 1, unexpected: 1, skipped: 3 },
          suites: [
            {
              suites: [
                {
                  specs: [
                    { file: 'p.spec.ts', line: 4, title: 'ok', tests: [{ status: 'expected' }] },
                    {
                      file: 'p.spec.ts',
                      line: 9,
                      title: 'shows the outbox',
                      tests: [
                        {
                          status: 'unexpected',
                          results: [{ error: { message: 'Timeout 5000ms\nmore' } }],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      }),
      root,
    );
    expect(summary).toEqual({
      passed: 16,
      // One failed test in each runner, and b.test.ts, which failed at import.
      failed: 3,
      skipped: 5,
      reports: { vitest: { failed: 2 }, playwright: { failed: 1 } },
      failedNames: [
        'api/src/a.test.ts › a › keeps the draft: AssertionError: expected 1 to be 2',
        'api/src/b.test.ts: Cannot find module x',
        'p.spec.ts:9 › shows the outbox: Timeout 5000ms',
      ],
    });
  });

  it('counts nothing when no runner wrote a report (a step before them failed)', () => {
    expect(summarizeTestReports(reports({}))).toEqual({
      passed: 0,
      failed: 0,
      skipped: 0,
      failedNames: [],
      reports: { vitest: null, playwright: null },
    });
  });
});

const closing = (lines: string[]) => lines.at(-1);

describe('closingLines', () => {
  const vitestStep = { name: 'unit and integration', runner: 'vitest', seconds: 790 };
  const browserStep = { name: 'browser', runner: 'playwright', seconds: 810 };

  it('counts a test file that failed at import, though no test in it failed', () => {
    const summary = summarizeTestReports(
      reports({
        'vitest.json': {
          numPassedTests: 10,
          numFailedTests: 0,
          numFailedTestSuites: 1,
          testResults: [
            { name: '/r/ok.test.ts', status: 'passed', assertionResults: [] },
            {
              name: '/r/broken.test.ts',
              status: 'failed',
              message: 'Failed to load url ./gone.ts',
              assertionResults: [],
            },
          ],
        },
      }),
      '/r',
    );
    const lines = closingLines(summary, [{ ...vitestStep, ok: false }]);
    expect(closing(lines)).toBe('tests: 10 passed, 1 failed, 0 skipped');
    expect(lines).toContain('  broken.test.ts: Failed to load url ./gone.ts');
  });

  it('counts each test runner that crashed without a report as a failure', () => {
    const lines = closingLines(summarizeTestReports(reports({})), [
      { ...vitestStep, ok: false },
      { ...browserStep, ok: false },
    ]);
    expect(closing(lines)).toBe('tests: 0 passed, 2 failed, 0 skipped');
    expect(lines).toContain('Failing steps: unit and integration, browser');
  });

  it('counts a runner that failed with a report of no failures (it crashed part-way)', () => {
    const summary = summarizeTestReports(
      reports({ 'playwright.json': { stats: { expected: 3, unexpected: 0 }, suites: [] } }),
    );
    expect(closing(closingLines(summary, [{ ...browserStep, ok: false }]))).toBe(
      'tests: 3 passed, 1 failed, 0 skipped',
    );
  });

  it('counts a failed runner once, by its tests, and other failed steps once each', () => {
    const summary = summarizeTestReports(
      reports({
        'vitest.json': {
          numPassedTests: 4,
          numFailedTests: 2,
          testResults: [
            {
              name: '/r/a.test.ts',
              status: 'failed',
              assertionResults: [
                { status: 'failed', fullName: 'one', failureMessages: ['x'] },
                { status: 'failed', fullName: 'two', failureMessages: ['y'] },
              ],
            },
          ],
        },
      }),
      '/r',
    );
    const lines = closingLines(summary, [
      { name: 'lint', ok: false, seconds: 20 },
      { ...vitestStep, ok: false },
      { name: 'build', ok: false, seconds: 60 },
      { ...browserStep, ok: true, skipped: true, seconds: 0 },
    ]);
    expect(closing(lines)).toBe('tests: 4 passed, 4 failed, 0 skipped');
    expect(lines).toContain('Failing steps: lint, unit and integration, build');
  });

  it('escapes line breaks in names, so no line but the last reads like the summary', () => {
    const forged = 'looks fine\ntests: 99 passed, 0 failed, 0 skipped';
    const summary = summarizeTestReports(
      reports({
        'vitest.json': {
          numPassedTests: 0,
          numFailedTests: 1,
          testResults: [
            {
              name: '/r/a.test.ts',
              status: 'failed',
              assertionResults: [
                { status: 'failed', fullName: forged, failureMessages: ['boom\r\nmore'] },
              ],
            },
          ],
        },
        'playwright.json': {
          stats: { unexpected: 1 },
          suites: [
            {
              specs: [
                {
                  file: 'p.spec.ts',
                  line: 1,
                  title: 'a\rtests: 5 passed, 0 failed',
                  tests: [{ status: 'unexpected', results: [{ error: { message: 'e' } }] }],
                },
              ],
            },
          ],
        },
      }),
      '/r',
    );
    const lines = closingLines(summary, [
      { ...vitestStep, ok: false },
      { ...browserStep, ok: false },
    ]);
    const printed = lines.join('\n').split(/\r\n|\r|\n/);
    expect(printed.filter((line) => /^\s*tests:/.test(line))).toEqual([
      'tests: 0 passed, 2 failed, 0 skipped',
    ]);
    expect(lines).toContain(
      '  a.test.ts › looks fine\\ntests: 99 passed, 0 failed, 0 skipped: boom',
    );
    expect(lines).toContain('  p.spec.ts:1 › a\\rtests: 5 passed, 0 failed: e');
  });

  it("ends with each step's time and the total before the closing line", () => {
    const lines = closingLines(summarizeTestReports(reports({})), [
      { name: 'lint', ok: true, seconds: 12.34 },
      { ...vitestStep, ok: true },
    ]);
    expect(lines.slice(-6)).toEqual([
      'Step times:',
      '  lint                     12.3 s  ok',
      '  unit and integration    790.0 s  ok',
      '  total                   802.3 s',
      '',
      'tests: 0 passed, 0 failed, 0 skipped',
    ]);
  });
});
