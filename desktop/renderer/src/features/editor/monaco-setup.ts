import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TypeScriptWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import { LANGUAGE_MONACO_IDS } from '@zencode/shared/contract';
import { defineEditorThemes } from './editor-themes.ts';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

let configured = false;

/** Monaco's TypeScript worker serves both of the languages V8 runs. */
const typescriptWorkerLabels = new Set<string>([
  LANGUAGE_MONACO_IDS.javascript,
  LANGUAGE_MONACO_IDS.typescript,
]);

/**
 * Points @monaco-editor/react at the bundled monaco-editor (never its default CDN: the desktop app
 * works offline) and gives Monaco its workers, built by Vite. Runs once, on the first editor.
 */
export function setUpMonaco(): void {
  if (configured) return;
  configured = true;
  window.MonacoEnvironment = {
    getWorker: (_workerId, label) =>
      typescriptWorkerLabels.has(label) ? new TypeScriptWorker() : new EditorWorker(),
  };
  // TypeScript is judged by stripping its types, never by type-checking (LeetCode's ListNode and
  // MinPriorityQueue are globals the editor does not know): show syntax errors only.
  monaco.typescript.typescriptDefaults.setDiagnosticsOptions({ noSemanticValidation: true });
  defineEditorThemes(monaco);
  loader.config({ monaco });
}
