import { getLanguage } from '@zencode/shared/judge';
import type { LanguageId } from '@zencode/shared/contract';

/** One reference's run on every case, with generous limits. */
export interface ReferenceTiming {
  language: LanguageId;
  file: string;
  /** CPU time of its slowest case. */
  slowestMs: number;
}

/** Below this the limit is never set: process and runtime noise dominate short runs. */
export const minimumTimeMs = 1000;
/** The limit leaves this much room over the slowest reference (shared, slower CI machines). */
export const headroom = 3;

/**
 * The problem's time limit (stated for C and C++, other languages get their multiplier): three
 * times the slowest reference's time once divided by its language's multiplier, rounded up to
 * 500 ms, at least 1 s. Tight enough that a brute force the problem rules out still times out.
 */
export function calibratedTimeMs(timings: ReferenceTiming[]): number {
  const normalized = timings.map(
    (timing) => timing.slowestMs / getLanguage(timing.language).timeMultiplier,
  );
  const wanted = headroom * Math.max(0, ...normalized);
  return Math.max(minimumTimeMs, Math.ceil(wanted / 500) * 500);
}

/** limits.md: how the limit was set, with the measurements behind it. */
export function limitsMarkdown(
  name: string,
  caseCount: number,
  timings: ReferenceTiming[],
  timeMs: number,
): string {
  const rows = timings.map((timing) => {
    const language = getLanguage(timing.language);
    const limit = Math.round(timeMs * language.timeMultiplier);
    return `| ${language.label} | \`${timing.file}\` | ${timing.slowestMs} ms | × ${language.timeMultiplier} | ${limit} ms |`;
  });
  return [
    `# Time limit: ${name}`,
    '',
    `\`limits.timeMs\` in problem.json is **${timeMs} ms** (stated for C and C++). It was set by`,
    '`npm run catalog:generate`, which ran every reference solution below on all',
    `${caseCount} cases through the judge and measured the CPU time of each one's slowest case.`,
    '',
    `Rule: ${headroom} × the slowest reference's time divided by its language's multiplier, rounded up`,
    `to 500 ms, and never below ${minimumTimeMs} ms. Each language then gets the problem's limit times`,
    'its multiplier (LeetCode-style: slower runtimes get more time; see',
    '`shared/src/judge/languages/`).',
    '',
    '| language | reference | slowest case | multiplier | limit per case |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
