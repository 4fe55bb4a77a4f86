import {
  authoringMessages,
  languageIds,
  type ValidationCase,
  type ValidationLanguage,
} from '@zencode/shared/contract';
import { judge, LanguageUnavailableError, type JudgeOptions } from '@zencode/shared/judge';
import type { Db, StoredValidation } from '../../db/index.ts';
import { BadRequestError } from '../../errors.ts';
import { assertCasesFit } from '../problems/index.ts';
import type { AuthoringSource } from './authoring-source.ts';
import { caseConstraintFault } from './case-constraints.ts';
import { validationFingerprint } from './validation-fingerprint.ts';

/** The stored validation with typed languages. */
export type Validation = Omit<StoredValidation, 'languages'> & { languages: ValidationLanguage[] };

const clipLength = 2000;
const clip = (text: string) =>
  text.length > clipLength ? `${text.slice(0, clipLength)}… (${text.length} characters)` : text;

async function validateLanguage(
  source: AuthoringSource,
  language: ValidationLanguage['language'],
  code: string,
  context: Omit<JudgeOptions, 'onProgress'>,
): Promise<ValidationLanguage> {
  try {
    const result = await judge(
      {
        language,
        signature: source.signature,
        checker: source.checker,
        limits: source.limits,
        code,
        cases: source.cases.map((testcase) => ({
          input: testcase.input,
          expected: testcase.output,
        })),
      },
      context,
    );
    const cases = result.cases.map((run, index): ValidationCase => {
      const passed = run.verdict === 'Passed';
      // Passing cases keep only their verdict: the answer stays small for a thousand cases.
      return {
        number: index + 1,
        isPublic: source.cases[index]!.isPublic,
        verdict: run.verdict,
        reason: run.reason,
        output: passed ? '' : clip(run.output),
        expected: passed ? '' : clip(run.expected ?? source.cases[index]!.output),
        error: passed ? '' : clip(run.error || run.stderr),
        timeMs: Math.round(run.timeMs),
      };
    });
    return {
      language,
      passed: result.verdict === 'Accepted',
      compileError: result.compileError,
      error: null,
      cases,
    };
  } catch (error) {
    if (!(error instanceof LanguageUnavailableError)) throw error;
    return { language, passed: false, compileError: null, error: error.message, cases: [] };
  }
}

/**
 * Runs every reference solution of the problem on every case through the judge (the same runner
 * and sandbox as submissions). Passed only when each language passes each case. 400 when there
 * is nothing to validate, a case does not fit the signature or breaks a constraint line.
 */
export async function validateProblem(
  source: AuthoringSource,
  context: Omit<JudgeOptions, 'onProgress'>,
  /** Awaited before each language (background validation waits there for submissions). */
  beforeLanguage: () => Promise<void> = async () => undefined,
): Promise<Validation> {
  const references = languageIds.flatMap((language) => {
    const code = source.referenceSolution[language];
    return code && code.trim() !== '' ? [{ language, code }] : [];
  });
  if (references.length === 0) throw new BadRequestError(authoringMessages.needsReference);
  if (source.cases.length === 0) throw new BadRequestError(authoringMessages.needsTestcases);
  assertCasesFit(source.signature, source.cases);
  const constraintFault = caseConstraintFault(source);
  if (constraintFault) throw new BadRequestError(constraintFault);
  const languages: ValidationLanguage[] = [];
  // One language after another: validation shares the machine with learners' runs.
  for (const reference of references) {
    await beforeLanguage();
    languages.push(await validateLanguage(source, reference.language, reference.code, context));
  }
  return {
    passed: languages.every((language) => language.passed),
    validatedAt: new Date().toISOString(),
    fingerprint: validationFingerprint(source),
    languages,
  };
}

/**
 * Stores a problem's latest validation (with the fingerprint of what it ran): the pending
 * revision's when `source` was one, else the live version's.
 */
export async function saveValidation(db: Db, source: AuthoringSource, validation: Validation) {
  const table = source.revision ? 'problem_revisions' : 'problem_details';
  await db
    .updateTable(table)
    .set({ validation: JSON.stringify(validation) })
    .where('problem_id', '=', source.id)
    .execute();
}
