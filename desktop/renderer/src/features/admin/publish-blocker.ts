import { authoringMessages, type ValidationResult } from '@zencode/shared/contract';

/**
 * Why Publish (a draft) or Publish revision cannot go ahead yet, in the server's own words, or
 * null once the validation of the current data passed: the button says so before it is clicked.
 */
export function publishBlocker(validation: ValidationResult | null): string | null {
  if (!validation) return authoringMessages.publishNeedsValidation;
  if (!validation.passed) return authoringMessages.publishValidationFailed;
  if (!validation.current) return authoringMessages.publishValidationStale;
  return null;
}
