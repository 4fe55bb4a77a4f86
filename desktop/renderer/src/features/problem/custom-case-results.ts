import type { CustomTestcase } from './custom-testcases.ts';
import type { RunOutcome } from './use-run-code.ts';

/**
 * What a Run says about each of `count` custom cases, in their order: its output with the
 * reference's answer and whether they match, or its error (the case's own, else the run's), or
 * nothing where the run did not reach it.
 */
export function customCaseResults(
  count: number,
  outcome: RunOutcome,
): (CustomTestcase['result'] | undefined)[] {
  const custom = outcome.response?.cases.filter((result) => result.kind === 'custom') ?? [];
  return Array.from({ length: count }, (_unused, index) => {
    const result = custom.find((entry) => entry.index === index);
    if (!result) return undefined;
    return result.verdict === 'Error'
      ? { output: result.output, verdict: 'Error', error: result.error ?? outcome.error ?? '' }
      : {
          output: result.output,
          verdict: 'Custom',
          ...(result.expected !== undefined ? { expected: result.expected } : {}),
          ...(result.matchesExpected !== undefined
            ? { matchesExpected: result.matchesExpected }
            : {}),
        };
  });
}
