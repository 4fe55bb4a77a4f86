import type { Diagnostic } from '../../contract/diagnostic.ts';
import type { Language } from '../languages/index.ts';
import type { ProgramFiles } from '../signature/index.ts';
import { checkSyntaxOnly, type CompileContext } from './compile-program.ts';
import { hasErrorOutside, learnerCompileMessage } from './learner-compile-message.ts';
import { learnerCodeAlone, learnerFiles, learnerLinePrefixes } from './learner-files.ts';
import { parseDiagnostics } from './parse-diagnostics.ts';

/**
 * A failed compile as the learner is shown it: the errors in their own code first, with their
 * places for editor markers, and never a line of a file they did not write. When the compiler
 * blamed the judge's code or a system header (a C++ class left open swallows everything after
 * it), their C or C++ code is checked on its own, whose errors are then the ones shown.
 */
export async function explainCompileFailure(
  language: Language,
  program: ProgramFiles,
  code: string,
  message: string,
  context: CompileContext,
): Promise<{ message: string; diagnostics: Diagnostic[] }> {
  const source = {
    files: learnerFiles(program, code),
    linePrefixes: learnerLinePrefixes(program, code),
  };
  let text = message;
  const alone = hasErrorOutside(message, source.files) ? learnerCodeAlone(program, code) : null;
  if (alone) {
    const checked = await checkSyntaxOnly(language, alone, context);
    const located = checked ? parseDiagnostics(checked, source.files) : [];
    if (located.some((diagnostic) => diagnostic.severity === 'error')) text = checked!;
  }
  const shown = learnerCompileMessage(text, source);
  return { message: shown, diagnostics: parseDiagnostics(shown, source.files) };
}
