import { createHash } from 'node:crypto';
import {
  defaultLimits,
  type CheckerId,
  type ProblemLimits,
  type ReferenceSolutions,
  type Signature,
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

/** The fingerprint's parts from a problem row joined with its details (defaults where missing). */
export function fingerprintPartsOf(
  row: {
    id: string;
    signature: Signature | null;
    checker: CheckerId | null;
    limits: ProblemLimits | null;
    reference_solution: ReferenceSolutions | null;
  },
  digests: Map<string, string>,
): FingerprintParts {
  return {
    signature: row.signature ?? { kind: 'stdio' },
    checker: row.checker ?? 'exact',
    limits: row.limits ?? defaultLimits,
    referenceSolution: row.reference_solution ?? {},
    casesDigest: digests.get(row.id) ?? '',
  };
}
