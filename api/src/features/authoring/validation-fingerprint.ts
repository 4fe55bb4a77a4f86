import { createHash } from 'node:crypto';
import type {
  CheckerId,
  ProblemLimits,
  ReferenceSolutions,
  Signature,
} from '@zencode/shared/contract';

/** What a validation proves: the judge setup, the reference solutions and the cases. */
export interface FingerprintParts {
  signature: Signature;
  checker: CheckerId;
  limits: ProblemLimits;
  referenceSolution: ReferenceSolutions;
  /** casesDigests() of the problem ('' without cases). */
  casesDigest: string;
}

/**
 * A hash of what a validation proves. Reordering cases or flipping public/hidden keeps it, since
 * neither changes whether the reference passes.
 */
export function validationFingerprint(parts: FingerprintParts): string {
  const references = Object.entries(parts.referenceSolution)
    .filter(([, code]) => code)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(
      JSON.stringify({
        signature: parts.signature,
        checker: parts.checker,
        limits: [parts.limits.timeMs, parts.limits.memoryMb],
        references,
        cases: parts.casesDigest,
      }),
    )
    .digest('hex');
}
