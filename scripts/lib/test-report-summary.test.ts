import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeTestReports } from './test-report-summary.mjs';

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
      failed: 2,
      skipped: 5,
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
    });
  });
});
