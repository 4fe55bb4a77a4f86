import { join } from 'node:path';
import { getLanguage, type JudgeOptions, offersLanguage } from '@zencode/shared/judge';
import { checkSolution, type SolutionCheck } from './check-solution.ts';
import { slowApproachStems, solutionStem } from './editorial-code.ts';
import { readCatalog, type CatalogProblem } from './read-catalog.ts';
import { runGenerator } from './run-generator.ts';
import { runPool } from './run-pool.ts';
import { shownPath } from './shown-path.ts';
import { solutionCode, solutionFiles, type SolutionFile } from './solution-files.ts';

export interface CatalogCheckReport {
  problems: CatalogProblem[];
  solutions: SolutionCheck[];
  /** Folder-level problems: missing solutions, cases.json out of date with generate.py. */
  folderErrors: string[];
}

export interface CatalogCheckOptions {
  /** Only these problems (all when empty). */
  slugs?: string[];
  parallelism: number;
  onResult?: (check: SolutionCheck, done: number, total: number) => void;
}

/** Does cases.json hold exactly the inputs generate.py prints today (nothing typed by hand)? */
async function generatorDrift(dir: string, problem: CatalogProblem): Promise<string | null> {
  const shown = shownPath(join(dir, 'generate.py'));
  let generated;
  try {
    generated = await runGenerator(dir, shown);
  } catch (error) {
    return (error as Error).message;
  }
  const differs = generated.findIndex(
    (testcase, index) =>
      testcase.input !== problem.cases[index]?.input ||
      testcase.public !== problem.cases[index]?.public,
  );
  if (differs === -1 && generated.length === problem.cases.length) return null;
  return `${shownPath(join(dir, 'cases.json'))}: differs from what generate.py prints (case ${
    differs === -1 ? Math.min(generated.length, problem.cases.length) : differs
  }): run npm run catalog:generate -- ${problem.slug}`;
}

/**
 * A known-wrong solution that a teaching editorial shows as a slower approach must be too slow,
 * not wrong: the learner reads it as a correct algorithm, so a Wrong Answer (or a crash) would
 * teach a wrong one.
 */
function slowApproachVerdict(
  task: { problem: CatalogProblem; solution: SolutionFile },
  check: SolutionCheck,
): SolutionCheck {
  const stem = solutionStem(task.solution);
  if (task.solution.kind !== 'wrong' || !slowApproachStems(task.problem.editorial).has(stem))
    return check;
  if (check.verdict === 'Time Limit Exceeded') return check;
  return {
    ...check,
    ok: false,
    detail: `editorial.md shows ${stem} as a slower approach (<!-- code: ${stem} -->): it must get Time Limit Exceeded, not ${check.verdict}${check.detail ? ` (${check.detail})` : ''}`,
  };
}

/**
 * The catalogue's proof: reads and validates every folder (throws CatalogError), checks that
 * cases.json matches its generator and that every problem has a reference and a known-wrong
 * solution, then judges every solution file, `parallelism` at a time.
 */
export async function checkCatalog(
  catalogDir: string,
  context: JudgeOptions,
  options: CatalogCheckOptions,
): Promise<CatalogCheckReport> {
  const wanted = new Set(options.slugs ?? []);
  const problems = readCatalog(catalogDir, [...wanted]);
  const unknown = [...wanted].filter((slug) => !problems.some((problem) => problem.slug === slug));
  const folderErrors = unknown.map(
    (slug) => `${slug}: no such problem in ${shownPath(catalogDir)}`,
  );

  const tasks: { problem: CatalogProblem; solution: SolutionFile }[] = [];
  const drifts = await runPool(problems, options.parallelism, (problem) =>
    generatorDrift(join(catalogDir, problem.slug), problem),
  );
  problems.forEach((problem, index) => {
    const dir = join(catalogDir, problem.slug);
    if (drifts[index]) folderErrors.push(drifts[index]);
    const files = solutionFiles(dir);
    if (!files.some((file) => file.kind === 'reference'))
      folderErrors.push(`${shownPath(join(dir, 'solutions'))}: no reference.<ext> solution`);
    if (!files.some((file) => file.kind === 'wrong'))
      folderErrors.push(
        `${shownPath(join(dir, 'solutions'))}: no known-wrong wrong.<ext> solution`,
      );
    // The JavaScript reference is reference.ts with its types stripped: a hand-kept twin would
    // be one more copy to keep in step.
    if (files.some((file) => file.kind === 'reference' && file.file.endsWith('.js')))
      folderErrors.push(
        `${shownPath(join(dir, 'solutions'))}: reference.js: write the reference as reference.ts (the JavaScript one is made from it)`,
      );
    // Rust is left out where LeetCode offers none (the language registry's `offers` rule).
    for (const file of files.filter((file) => !file.fromTypescript)) {
      const language = getLanguage(file.language);
      if (!offersLanguage(language, problem.signature))
        folderErrors.push(
          `${shownPath(join(dir, 'solutions'))}: ${file.file}: this problem offers no ${language.label} (LeetCode has none for its signature)`,
        );
    }
    for (const solution of files) {
      // A mutant that does not apply to its reference is reported here, not judged.
      if (solution.mutant) {
        try {
          solutionCode(solution);
        } catch (error) {
          folderErrors.push((error as Error).message);
          continue;
        }
      }
      tasks.push({ problem, solution });
    }
  });
  // Slow runtimes first (the registry's time multipliers), so that the last jobs left on a core
  // are short ones.
  const slowness = (task: (typeof tasks)[number]) =>
    getLanguage(task.solution.language).timeMultiplier;
  const order = tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => slowness(b.task) - slowness(a.task));
  let done = 0;
  const results = await runPool(order, options.parallelism, async ({ task }) => {
    const check = slowApproachVerdict(
      task,
      await checkSolution(task.problem, task.solution, context),
    );
    options.onResult?.(check, ++done, order.length);
    return check;
  });
  const solutions = new Array<SolutionCheck>(tasks.length);
  order.forEach(({ index }, position) => (solutions[index] = results[position]!));
  return { problems, solutions, folderErrors };
}
