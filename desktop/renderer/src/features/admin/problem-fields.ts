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

/** The required fields, by their labels, in the order the form shows them. */
const requiredFields = [
  ['name', 'Name'],
  ['statement', 'Statement'],
  ['code', 'Code Template'],
] as const;

/** The labels of the required fields still blank (blank counts as missing), in form order. */
export function missingProblemFields(fields: ProblemFields): string[] {
  return requiredFields.filter(([key]) => fields[key].trim() === '').map(([, label]) => label);
}

/** The product's rule: Name, Statement and Code Template are required (blank counts as missing). */
export function problemFieldsComplete(fields: ProblemFields): boolean {
  return missingProblemFields(fields).length === 0;
}
