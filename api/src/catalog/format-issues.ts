import type { z } from 'zod';

/** A zod error as lines naming the file and the field: `problem.json: limits.timeMs: …`. */
export function formatIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(top level)';
    const detail =
      issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : issue.message;
    return `${file}: ${field}: ${detail}`;
  });
}
