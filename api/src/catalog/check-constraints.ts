import { join } from 'node:path';
import { constraintModules, constraintValidator } from '@zencode/shared/catalog';
import type { CatalogProblem } from './read-catalog.ts';
import { shownPath } from './shown-path.ts';

/** How many constraint lines the reader checks itself and how many the problems' modules do. */
export interface ConstraintCoverage {
  lines: number;
  reader: number;
  module: number;
}

/** A problem's faults past this many are counted, not listed: one broken generator says enough. */
const faultsShown = 3;

/**
 * Every case of every problem against its stated constraints (no judging): the faults name the
 * problem, the case index and the line, and a line that nothing checks is a fault too.
 */
export function checkConstraints(
  catalogDir: string,
  problems: CatalogProblem[],
): { failures: string[]; coverage: ConstraintCoverage } {
  const failures: string[] = [];
  const coverage: ConstraintCoverage = { lines: 0, reader: 0, module: 0 };
  for (const problem of problems) {
    const file = (name: string) => shownPath(join(catalogDir, problem.slug, name));
    const validator = constraintValidator(problem, constraintModules[problem.slug]);
    for (const status of validator.lines) {
      coverage.lines++;
      if (status.by === 'reader') coverage.reader++;
      else if (status.by === 'module') coverage.module++;
      else
        failures.push(
          `${file('problem.json')}: constraint "${status.line}" is checked by neither the reader (${status.reason}) nor a promise in shared/src/catalog/constraints/promises/${problem.slug}.ts`,
        );
    }
    for (const problemOfModule of validator.moduleProblems)
      failures.push(
        `shared/src/catalog/constraints/promises/${problem.slug}.ts: ${problemOfModule}`,
      );
    const faults = problem.cases.flatMap((testcase, index) =>
      validator
        .validate(testcase)
        .map(
          (fault) =>
            `${file('cases.json')}: case ${index} breaks ${fault.line === null ? 'its input' : `"${fault.line}"`}: ${fault.fault}`,
        ),
    );
    failures.push(...faults.slice(0, faultsShown));
    if (faults.length > faultsShown)
      failures.push(
        `${file('cases.json')}: … and ${faults.length - faultsShown} more broken constraints`,
      );
  }
  return { failures, coverage };
}
