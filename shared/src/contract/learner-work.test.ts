import { describe, expect, it } from 'vitest';
import { caseOutputLimitBytes } from '../judge/runner/run-limits.ts';
import { savedCompilerWorkspaceSchema } from './learner-work.ts';

describe('savedCompilerWorkspaceSchema', () => {
  it("keeps a file whose run printed up to the judge's output limit, and a message after it", () => {
    const printed = 'x'.repeat(caseOutputLimitBytes);
    const workspace = {
      files: [
        {
          id: 'f1',
          name: 'main1.py',
          language: 'python',
          code: 'while True: print("x" * 80)',
          output: { stdout: printed, error: `${printed}\nOutput Limit Exceeded`, success: false },
        },
      ],
      activeId: 'f1',
      input: '',
    };
    expect(savedCompilerWorkspaceSchema.safeParse(workspace).success).toBe(true);
  });
});
