import type { Signature } from '@zencode/shared/contract';
import { starterCodeFor } from './starter-code.ts';

/**
 * The Code Template once the signature changes: one the admin wrote stays; an empty one, or
 * one generated from the old signature, follows the new signature's C++ starter.
 */
export function codeTemplateAfter(code: string, before: Signature, after: Signature): string {
  if (after.kind === 'stdio') return code;
  const generated = code.trim() === '' || code === starterCodeFor(before).cpp;
  return generated ? (starterCodeFor(after).cpp ?? code) : code;
}
