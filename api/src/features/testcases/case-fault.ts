import type { Signature } from '@zencode/shared/contract';
import { parseLiteral, validateCaseInput } from '@zencode/shared/judge';
import { BadRequestError } from '../../errors.ts';

/**
 * What keeps a case from being judged under this signature, or null: the input must hold one
 * literal per parameter (or the class-design calls) of the right types, and the expected output
 * must be one literal. stdio cases are free text.
 */
export function caseFault(
  signature: Signature,
  testcase: { input: string; output: string },
): string | null {
  if (signature.kind === 'stdio') return null;
  const inputFault = validateCaseInput(signature, testcase.input);
  if (inputFault) return `input: ${inputFault}`;
  try {
    parseLiteral(testcase.output.trim());
  } catch (error) {
    return `output: ${(error as Error).message}`;
  }
  return null;
}

/**
 * Throws 400 naming the first case that does not fit: "Case 3: input: nums: Expected an integer".
 * `label(index)` names a case by its position in `cases` (from 0).
 */
export function assertCasesFit(
  signature: Signature,
  cases: readonly { input: string; output: string }[],
  label: (index: number) => string = (index) => `Case ${index + 1}`,
): void {
  cases.forEach((testcase, index) => {
    const fault = caseFault(signature, testcase);
    if (fault) throw new BadRequestError(`${label(index)}: ${fault}`);
  });
}
