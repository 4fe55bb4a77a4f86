import type { HarnessSignature } from './encode-case.ts';
import { encodeCase } from './encode-case.ts';
import { CaseInputError } from './case-input-error.ts';

/**
 * Why a case's input does not fit the signature (e.g. "target: Expected an integer, got "x""),
 * or null when it does. For admin uploads and custom inputs, before anything is compiled.
 */
export function validateCaseInput(signature: HarnessSignature, input: string): string | null {
  try {
    encodeCase(signature, input, []);
    return null;
  } catch (error) {
    if (error instanceof CaseInputError) return error.message;
    throw error;
  }
}
