import type {
  CheckerId,
  Difficulty,
  Example,
  ProblemAuthoring,
  ProblemUpdate,
} from '@zencode/shared/contract';

/** The details editor's fields as typed: tags and constraints as text, limits as input strings. */
export interface DetailsForm {
  name: string;
  statement: string;
  difficulty: Difficulty;
  tags: string;
  constraints: string;
  examples: Example[];
  checker: CheckerId;
  timeMs: string;
  memoryMb: string;
}

/** The form filled from what the problem has now. */
export function detailsFormOf({ problem, details }: ProblemAuthoring): DetailsForm {
  return {
    name: problem.name,
    statement: problem.statement,
    difficulty: problem.difficulty,
    tags: problem.tags.join(', '),
    constraints: details.constraints.join('\n'),
    examples: details.examples,
    checker: details.checker,
    timeMs: String(details.limits.timeMs),
    memoryMb: String(details.limits.memoryMb),
  };
}

const listOf = (text: string, separator: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The update the form asks for: tags split at commas, constraints one per line (blank ones
 * dropped), an example's blank explanation left out, limits as numbers.
 */
export function detailsUpdate(form: DetailsForm): ProblemUpdate {
  return {
    name: form.name,
    statement: form.statement,
    difficulty: form.difficulty,
    tags: listOf(form.tags, ','),
    constraints: listOf(form.constraints, '\n'),
    examples: form.examples.map((example) => ({
      input: example.input,
      output: example.output,
      ...(example.explanation?.trim() ? { explanation: example.explanation } : {}),
    })),
    checker: form.checker,
    limits: { timeMs: Number(form.timeMs), memoryMb: Number(form.memoryMb) },
  };
}
