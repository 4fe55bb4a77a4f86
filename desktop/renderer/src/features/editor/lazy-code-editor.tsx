import { Suspense, lazy } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { CodeEditorProps } from './code-editor.tsx';

const loadCodeEditor = () => import('./code-editor.tsx');
const CodeEditor = lazy(loadCodeEditor);

/** Starts downloading Monaco before the first editor renders (the browser fetches it once). */
export function preloadCodeEditor(): void {
  void loadCodeEditor();
}

/** A few grey lines where the code will appear, while Monaco loads. */
function EditorSkeleton() {
  return (
    <div className="flex h-full flex-col gap-3 p-5" data-testid="editor-loading">
      {[60, 44, 72, 36, 52].map((width) => (
        <Skeleton key={width} className="h-3.5" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}

/** The code editor, loaded on first use so pages without one never download Monaco. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
