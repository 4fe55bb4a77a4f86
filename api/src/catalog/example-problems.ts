import type { Signature } from '@zencode/shared/contract';
import { checkers, parseLiterals, serializeLiteral } from '@zencode/shared/judge';
import type { CatalogCase, CatalogProblemFile } from './catalog-schema.ts';

/**
 * How an example shows a case's input on the page: LeetCode's `nums = [2,7], target = 9` for
 * function problems, the raw text (call lines, or stdin) otherwise.
 */
export function exampleInput(signature: Signature, input: string): string {
  if (signature.kind !== 'function' && signature.kind !== 'codec') return input.trimEnd();
  const values = parseLiterals(input);
  const params = signature.kind === 'function' ? signature.params : signature.encode.params;
  return params
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
        : safeCheck(problem.checker, testcase.output, example.output, testcase.input);
    if (!matches) {
      errors.push(
        `examples.${index}.output: ${JSON.stringify(example.output)} but the reference answers ${JSON.stringify(testcase.output)}`,
      );
    }
  });
  return errors;
}

function safeCheck(
  checker: CatalogProblemFile['checker'],
  expected: string,
  actual: string,
  input: string,
) {
  try {
    return checkers[checker].check(expected, actual, input);
  } catch {
    return false;
  }
}
