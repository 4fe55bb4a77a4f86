import type { StudyPlan, StudyPlanProblem } from '@zencode/shared/contract';

export type PlanChoice = 'all' | 'most-asked';

/** One pattern as the page shows it: its problems in the chosen plan and how many are solved. */
export interface PatternProgress {
  id: StudyPlan['patterns'][number]['id'];
  name: string;
  problems: StudyPlanProblem[];
  solved: number;
}

/**
 * The chosen plan (all 150, or the 75 most asked) by pattern in learning order, with the
 * learner's solved counts per pattern and overall. Patterns left empty by the choice are dropped.
 */
export function planProgress(
  plan: StudyPlan,
  choice: PlanChoice,
  solvedIds: ReadonlySet<string>,
): { patterns: PatternProgress[]; solved: number; total: number } {
  const patterns = plan.patterns.flatMap((pattern) => {
    const problems = pattern.problems.filter((problem) => choice === 'all' || problem.mostAsked);
    if (problems.length === 0) return [];
    const solved = problems.filter((problem) => solvedIds.has(problem.slug)).length;
    return [{ id: pattern.id, name: pattern.name, problems, solved }];
  });
  return {
    patterns,
    solved: patterns.reduce((sum, pattern) => sum + pattern.solved, 0),
    total: patterns.reduce((sum, pattern) => sum + pattern.problems.length, 0),
  };
}
