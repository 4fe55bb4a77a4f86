import { Suspense, lazy } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';

// The compiler (and Monaco behind it) downloads only when this page opens.
const CompilerWorkspace = lazy(() =>
  import('@/features/compiler/index.ts').then((module) => ({ default: module.CompilerWorkspace })),
);

/** /compiler: the online compiler. */
export function CompilerPage() {
  return (
    <Suspense
      fallback={
        <div className="flex h-[calc(100dvh-4rem)] items-center justify-center">
          <Spinner />
        </div>
      }
    >
      <CompilerWorkspace />
    </Suspense>
  );
}
