import type { Diagnostic, LanguageId } from '@zencode/shared/contract';
import type { LatestResult } from './results-view.tsx';

const none: Diagnostic[] = [];

/**
 * What the editor marks: the compiler's errors and warnings of the latest Run or Submit, while
 * the editor shows the language they were compiled in.
 */
export function editorDiagnostics(latest: LatestResult, language: LanguageId): Diagnostic[] {
  if (latest.kind === 'run' && latest.outcome?.language === language) {
    return latest.outcome.response?.diagnostics ?? none;
  }
  if (
    latest.kind === 'submit' &&
    latest.state.phase === 'done' &&
    latest.state.submission.language === language
  ) {
    return latest.state.submission.diagnostics;
  }
  return none;
}
