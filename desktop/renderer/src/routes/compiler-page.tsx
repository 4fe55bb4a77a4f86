import { preloadCodeEditor } from '@/features/editor/index.ts';
import { CompilerWorkspace } from '@/features/compiler/index.ts';

// This page is its own chunk (router.tsx); Monaco starts downloading as soon as the page does.
preloadCodeEditor();

/** /compiler: the online compiler. */
export function CompilerPage() {
  return <CompilerWorkspace />;
}
