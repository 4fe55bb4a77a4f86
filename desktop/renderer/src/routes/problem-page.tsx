import { useParams } from 'react-router';
import { preloadCodeEditor } from '@/features/editor/index.ts';
import { ProblemWorkspace } from '@/features/problem/index.ts';

// This page is its own chunk (router.tsx); Monaco, its heaviest part, starts downloading the moment
// the page does, alongside the problem's data, instead of after the first render.
preloadCodeEditor();

/** /problems/{id}: the solving screen (signed-in users; the router sends visitors to /signin). */
export function ProblemPage() {
  const { id = '' } = useParams();
  return <ProblemWorkspace key={id} problemId={id} />;
}
