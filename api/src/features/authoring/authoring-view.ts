import type { ProblemAuthoring, ValidationResult } from '@zencode/shared/contract';
import type { StoredValidation } from '../../db/index.ts';
import type { AuthoringSource } from './authoring-source.ts';
import { validationFingerprint, type FingerprintParts } from './validation-fingerprint.ts';

/** A stored validation as the API answers it: current when nothing it proved has changed. */
export function validationView(
  stored: StoredValidation | null,
  parts: FingerprintParts,
): ValidationResult | null {
  if (!stored) return null;
  const { fingerprint, ...rest } = stored;
  return { ...rest, current: fingerprint === validationFingerprint(parts) };
}

/** GET /problems/{id}/authoring: what the authoring editor shows. */
export function toAuthoringView(source: AuthoringSource): ProblemAuthoring {
  return {
    problem: {
      _id: source.id,
      name: source.name,
      statement: source.statement,
      code: source.code,
      difficulty: source.difficulty,
      tags: source.tags,
    },
    status: source.status,
    details: {
      problemId: source.id,
      constraints: source.constraints,
      examples: source.examples,
      signature: source.signature,
      checker: source.checker,
      limits: source.limits,
      boilerplate: source.boilerplate,
    },
    referenceSolution: source.referenceSolution,
    validation: validationView(source.validation, source),
    revision: source.revision && {
      openedAt: source.revision.openedAt.toISOString(),
      liveValidation: validationView(source.revision.live.validation, source.revision.live),
    },
  };
}
