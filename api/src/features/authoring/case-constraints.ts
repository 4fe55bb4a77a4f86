import { constraintModules, constraintValidator } from '@zencode/shared/catalog';
import { authoringMessages } from '@zencode/shared/contract';
import type { AuthoringSource } from './authoring-source.ts';

/**
 * The first case that breaks one of the problem's constraint lines, as the message Validate
 * answers, or null. Lines the reader cannot read are not checked here (an admin's problem has no
 * promise module; a catalogue problem's module is used by its id).
 */
export function caseConstraintFault(
  source: Pick<AuthoringSource, 'id' | 'signature' | 'constraints' | 'cases'>,
): string | null {
  const validator = constraintValidator(source, constraintModules[source.id]);
  for (const [index, testcase] of source.cases.entries()) {
    const [fault] = validator.validate(testcase);
    if (fault)
      return authoringMessages.caseBreaksConstraint(index + 1, fault.line ?? 'input', fault.fault);
  }
  return null;
}
