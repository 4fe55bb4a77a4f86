import {
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MAX_PROBLEMS,
  INTERVIEW_MIN_MINUTES,
  type InterviewFormat,
  type InterviewStart,
  interviewStartSchema,
  type PatternId,
} from '@zencode/shared/contract';

/** The start form as typed: a format and, for a custom one, its fields as text. */
export interface StartChoice {
  format: InterviewFormat;
  minutes: string;
  problems: string;
  patterns: readonly PatternId[];
}

export const startMessages = {
  minutes: `The length must be a whole number of minutes from ${INTERVIEW_MIN_MINUTES} to ${INTERVIEW_MAX_MINUTES}.`,
  problems: `The number of problems must be a whole number from 1 to ${INTERVIEW_MAX_PROBLEMS}.`,
} as const;

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

/** The request a choice makes, or what is wrong with it (checked by the contract's own schema). */
export function readStartChoice(
  choice: StartChoice,
): { start: InterviewStart; error: null } | { start: null; error: string } {
  if (choice.format !== 'custom') return { start: { format: choice.format }, error: null };
  const minutes = wholeNumber(choice.minutes);
  if (!(minutes >= INTERVIEW_MIN_MINUTES && minutes <= INTERVIEW_MAX_MINUTES))
    return { start: null, error: startMessages.minutes };
  const problems = wholeNumber(choice.problems);
  if (!(problems >= 1 && problems <= INTERVIEW_MAX_PROBLEMS))
    return { start: null, error: startMessages.problems };
  const parsed = interviewStartSchema.safeParse({
    format: 'custom',
    minutes,
    problems,
    patterns: [...choice.patterns],
  });
  return parsed.success
    ? { start: parsed.data, error: null }
    : { start: null, error: parsed.error.issues[0]?.message ?? 'This choice cannot start.' };
}
