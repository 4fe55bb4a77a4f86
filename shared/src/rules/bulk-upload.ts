import { messages } from '../contract/index.ts';

export type BulkUploadCheck = { ok: true; problems: unknown[] } | { ok: false; error: string };

const isNonEmptyText = (value: unknown) => typeof value === 'string' && value !== '';

/** The product's rule errors, before the 'Invalid JSON: ' prefix, or null when the array passes. */
function ruleError(parsed: unknown): string | null {
  if (!Array.isArray(parsed)) return messages.bulkNotArray;
  for (const problem of parsed) {
    const testcases: unknown =
      typeof problem === 'object' && problem !== null
        ? (problem as { testcases?: unknown }).testcases
        : undefined;
    if (testcases === undefined) continue;
    if (!Array.isArray(testcases)) return messages.bulkTestcasesNotArray;
    for (const testcase of testcases) {
      const { input, output } = (
        typeof testcase === 'object' && testcase !== null ? testcase : {}
      ) as { input?: unknown; output?: unknown };
      if (!isNonEmptyText(input) || !isNonEmptyText(output)) return messages.bulkTestcaseIncomplete;
    }
  }
  return null;
}

/**
 * Checks the bulk-upload text: a JSON array; testcases, when present, an array
 * of entries with non-empty input and output. Every error, parse errors included, is prefixed
 * 'Invalid JSON: ' as the product words it. The server validates the problems' own fields.
 */
export function checkBulkUpload(text: string): BulkUploadCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: messages.invalidJsonPrefix + (error as Error).message };
  }
  const error = ruleError(parsed);
  if (error !== null) return { ok: false, error: messages.invalidJsonPrefix + error };
  return { ok: true, problems: parsed as unknown[] };
}
