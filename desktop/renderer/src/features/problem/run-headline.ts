import type { RunCaseResult } from '@zencode/shared/contract';

/** The Run's headline: the public cases' score, and how many custom answers differ from the reference's. */
export interface RunHeadline {
  /** "3 / 3 public cases correct", or null when the problem shows no public case. */
  publicText: string | null;
  allPublicCorrect: boolean;
  /** "1 custom case differs from the expected answer", or null when none does. */
  differingText: string | null;
}

/** A custom case that ran cleanly and whose answer the reference's does not accept. */
export function differsFromExpected(result: RunCaseResult): boolean {
  return (
    result.kind === 'custom' && result.verdict === 'Custom' && result.matchesExpected === false
  );
}

/** What the Run headline says about `cases` (public first, then custom). */
export function runHeadline(cases: RunCaseResult[]): RunHeadline {
  const publicCases = cases.filter((result) => result.kind === 'public');
  const correct = publicCases.filter((result) => result.verdict === 'Correct').length;
  const differing = cases.filter(differsFromExpected).length;
  return {
    publicText:
      publicCases.length > 0 ? `${correct} / ${publicCases.length} public cases correct` : null,
    allPublicCorrect: correct === publicCases.length,
    differingText:
      differing === 0
        ? null
        : differing === 1
          ? '1 custom case differs from the expected answer'
          : `${differing} custom cases differ from the expected answer`,
  };
}
