import { ComingSoon } from '@/features/layout/index.ts';

/** /problems/{id}: the solving screen (built by the solving work). */
export function ProblemPage() {
  return (
    <ComingSoon
      title="Problem"
      description="Read the problem, write your solution in the editor, run it against the examples and submit it."
    />
  );
}
