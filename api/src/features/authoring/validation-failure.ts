import { authoringMessages, type ValidationLanguage } from '@zencode/shared/contract';
import { getLanguage } from '@zencode/shared/judge';

/**
 * Why a validation failed, in one line for the dashboard: the first language that failed and
 * how (its compile error, why it could not run, or its first failing case). Null when it passed.
 */
export function validationFailure(languages: ValidationLanguage[]): string | null {
  const failed = languages.find((language) => !language.passed);
  if (!failed) return null;
  const firstCase = failed.cases.find((testcase) => testcase.verdict !== 'Passed');
  const how = failed.compileError
    ? 'Compilation Error'
    : failed.error
      ? failed.error
      : firstCase
        ? authoringMessages.validationFailedCase(
            firstCase.number,
            firstCase.reason ?? firstCase.verdict,
          )
        : 'Not Accepted';
  return authoringMessages.validationFailure(getLanguage(failed.language).label, how);
}
