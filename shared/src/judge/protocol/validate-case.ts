import type { Signature } from '../../contract/signature.ts';
import { parseLiteral } from '../literal/index.ts';
import { validateCaseInput } from './validate-case-input.ts';

/**
 * Why a stored case cannot be judged under this signature, or null: the input must hold one
 * literal per parameter (or the class-design calls) of the right types, and the expected output,
 * when given, must be one literal. stdio cases are free text. Catalogue and admin cases alike.
 */
export function validateCase(
  signature: Signature,
  testcase: { input: string; output?: string },
): string | null {
  if (signature.kind === 'stdio') return null;
  const inputFault = validateCaseInput(signature, testcase.input);
  if (inputFault) return `input: ${inputFault}`;
  if (testcase.output === undefined) return null;
  try {
    parseLiteral(testcase.output.trim());
  } catch (error) {
    return `output: ${(error as Error).message}`;
  }
  return null;
}
