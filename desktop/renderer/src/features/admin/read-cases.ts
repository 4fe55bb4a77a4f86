import { testcaseInputSchema, type TestcaseInput } from '@zencode/shared/contract';

/** Reads "upload many" text: a JSON array of {input, output, isPublic?}, or why it cannot. */
export function readCases(text: string): TestcaseInput[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `Not valid JSON: ${(error as Error).message}`;
  }
  const parsed = testcaseInputSchema.array().min(1).safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  return `${issue?.path.length ? `Case ${Number(issue.path[0]) + 1}: ` : ''}${issue?.message ?? 'Invalid'}`;
}
