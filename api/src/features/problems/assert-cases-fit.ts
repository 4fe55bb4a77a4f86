import type { Signature } from '@zencode/shared/contract';
import { validateCase } from '@zencode/shared/judge';
import { BadRequestError } from '../../errors.ts';

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
    const fault = validateCase(signature, testcase);
    if (fault) throw new BadRequestError(`${label(index)}: ${fault}`);
  });
}
