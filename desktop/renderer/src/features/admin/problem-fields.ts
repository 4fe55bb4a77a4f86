import { DEFAULT_DIFFICULTY, type Difficulty, type Problem } from '@zencode/shared/contract';

/** What the create/edit dialog edits. */
export interface ProblemFields {
  name: string;
  statement: string;
  code: string;
  difficulty: Difficulty;
}

/** The dialog's fields: the problem's own when editing, empty (default difficulty) to create. */
export function problemFieldsOf(problem: Problem | null): ProblemFields {
  if (!problem) return { name: '', statement: '', code: '', difficulty: DEFAULT_DIFFICULTY };
  const { name, statement, code, difficulty } = problem;
  return { name, statement, code, difficulty };
}

/** The product's rule: Name, Statement and Code Template are required (blank counts as missing). */
export function problemFieldsComplete(fields: ProblemFields): boolean {
  return [fields.name, fields.statement, fields.code].every((text) => text.trim() !== '');
}
