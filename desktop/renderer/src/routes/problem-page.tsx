import { Suspense, lazy } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';

// The solving screen (Markdown, panels, and Monaco behind them) downloads only when it opens.
const ProblemWorkspace = lazy(() =>
  import('@/features/problem/index.ts').then((module) => ({ default: module.ProblemWorkspace })),
);

/** /problems/{id}: the solving screen (signed-in users; the router sends visitors to /signin). */
export function ProblemPage() {
  const { id = '' } = useParams();
  return (
    <Suspense
      fallback={
        <div className="flex h-dvh items-center justify-center">
          <Spinner />
        </div>
      }
    >
      <ProblemWorkspace key={id} problemId={id} />
    </Suspense>
  );
}
