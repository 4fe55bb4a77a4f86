import type { Diagnostic, Submission } from '@zencode/shared/contract';
import { describe, expect, it } from 'vitest';
import type { LatestResult } from './results-view.tsx';
import { editorDiagnostics } from './editor-diagnostics.ts';

const missing: Diagnostic = { line: 4, column: 21, severity: 'error', message: 'no member named' };

describe('editorDiagnostics', () => {
  it("marks the latest Run's messages in the language it ran", () => {
    const latest: LatestResult = {
      kind: 'run',
      pending: false,
      outcome: {
        language: 'cpp',
        error: 'error',
        response: { cases: [], compileError: 'error', diagnostics: [missing] },
      },
    };
    expect(editorDiagnostics(latest, 'cpp')).toEqual([missing]);
    expect(editorDiagnostics(latest, 'python')).toEqual([]);
  });

  it("marks a judged submission's messages, and nothing while judging", () => {
    const submission = { language: 'java', diagnostics: [missing] } as unknown as Submission;
    expect(
      editorDiagnostics({ kind: 'submit', state: { phase: 'done', submission } }, 'java'),
    ).toEqual([missing]);
    expect(
      editorDiagnostics(
        {
          kind: 'submit',
          state: { phase: 'judging', casesDone: 0, totalCases: 3, stage: 'queued' },
        },
        'java',
      ),
    ).toEqual([]);
    expect(editorDiagnostics({ kind: 'none' }, 'java')).toEqual([]);
  });
});
