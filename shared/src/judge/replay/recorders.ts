import type { LanguageId } from '../../contract/signature.ts';
import { javaRecorder } from './java-recorder.ts';
import { javascriptRecorder } from './javascript-recorder.ts';
import { cppRecorder, cRecorder } from './native-recorder.ts';
import { pythonRecorder } from './python-recorder.ts';
import type { ReplayRecorder } from './recorder.ts';
import { typescriptRecorder } from './typescript-recorder.ts';

/** The languages Replay records, one recorder each; any other language is refused by name. */
export const replayRecorders: Partial<Record<LanguageId, ReplayRecorder>> = {
  python: pythonRecorder,
  javascript: javascriptRecorder,
  typescript: typescriptRecorder,
  java: javaRecorder,
  cpp: cppRecorder,
  c: cRecorder,
};

export function replayRecorderFor(language: LanguageId): ReplayRecorder | null {
  return replayRecorders[language] ?? null;
}
