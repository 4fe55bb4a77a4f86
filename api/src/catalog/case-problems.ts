import type { Signature } from '@zencode/shared/contract';
import {
  CaseInputError,
  checkers,
  encodeCase,
  parseLiteral,
  parseLiterals,
  serializeLiteral,
  type Literal,
} from '@zencode/shared/judge';
import type { CatalogCase, CatalogProblemFile } from './catalog-schema.ts';

/**
 * What is wrong with a case's input for this signature, or undefined: the literal syntax, the
 * number of lines, the class-design calls, then every value against its parameter's type (the
 * same check the judge applies before running anything).
 */
export function caseInputProblem(signature: Signature, input: string): string | undefined {
  if (signature.kind === 'stdio') return undefined;
  let values: Literal[];
  try {
    values = parseLiterals(input);
  } catch (error) {
    return `input: ${(error as Error).message}`;
  }
  if (signature.kind === 'function' && values.length !== signature.params.length) {
    return `input: expected ${signature.params.length} literal(s), one per parameter and line, found ${values.length}`;
  }
  if (signature.kind === 'class') {
    const [calls, args] = values;
    if (
      values.length !== 2 ||
      !Array.isArray(calls) ||
      !Array.isArray(args) ||
      calls.length !== args.length
    ) {
      return 'input: expected two lines, the call names and their argument lists, of equal length';
    }
    if (calls[0] !== signature.className)
      return `input: the first call must be ${signature.className}`;
  }
  try {
    encodeCase(signature, input, []);
  } catch (error) {
    if (error instanceof CaseInputError) return `input: ${error.message}`;
    throw error;
  }
  return undefined;
}

/** What is wrong with a whole case (input for the signature, output a literal), or undefined. */
export function caseProblem(signature: Signature, testcase: CatalogCase): string | undefined {
  const input = caseInputProblem(signature, testcase.input);
  if (input) return input;
  if (signature.kind === 'stdio') return undefined;
  try {
    parseLiteral(testcase.output);
  } catch (error) {
    return `output: ${(error as Error).message}`;
  }
  return undefined;
}

/**
 * How an example shows a case's input on the page: LeetCode's `nums = [2,7], target = 9` for
 * function problems, the raw text (call lines, or stdin) otherwise.
 */
export function exampleInput(signature: Signature, input: string): string {
  if (signature.kind !== 'function') return input.trimEnd();
  const values = parseLiterals(input);
  return signature.params
    .map((param, index) => `${param.name} = ${serializeLiteral(values[index]!)}`)
    .join(', ');
}

/**
 * The examples are the public cases, in order: each example's input must read as the case's and
 * its output must pass the problem's checker against the case's (reference) output.
 */
export function exampleProblems(problem: CatalogProblemFile, cases: CatalogCase[]): string[] {
  const publicCases = cases.filter((testcase) => testcase.public);
  if (publicCases.length !== problem.examples.length) {
    return [
      `examples: ${problem.examples.length} example(s) but ${publicCases.length} public case(s) in cases.json; the public cases are the examples, in order`,
    ];
  }
  const errors: string[] = [];
  problem.examples.forEach((example, index) => {
    const testcase = publicCases[index]!;
    const shown = exampleInput(problem.signature, testcase.input);
    if (example.input.trim() !== shown) {
      errors.push(
        `examples.${index}.input: expected ${JSON.stringify(shown)} (public case ${index})`,
      );
    }
    const matches =
      problem.signature.kind === 'stdio'
        ? example.output.trim() === testcase.output.trim()
        : safeCheck(problem.checker, testcase.output, example.output);
    if (!matches) {
      errors.push(
        `examples.${index}.output: ${JSON.stringify(example.output)} but the reference answers ${JSON.stringify(testcase.output)}`,
      );
    }
  });
  return errors;
}

function safeCheck(checker: CatalogProblemFile['checker'], expected: string, actual: string) {
  try {
    return checkers[checker].check(expected, actual);
  } catch {
    return false;
  }
}
