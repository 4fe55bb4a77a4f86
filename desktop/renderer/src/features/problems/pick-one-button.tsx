import { type Problem, fillRoute, pageRoutes } from '@zencode/shared/contract';
import { ShuffleIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/**
 * "Pick one": opens a random problem of the current filter that the learner has not solved
 * (any of them for a visitor); disabled when every one is solved.
 */
export function PickOneButton({
  problems,
  solvedIds,
}: {
  problems: readonly Problem[];
  solvedIds: ReadonlySet<string> | null;
}) {
  const navigate = useNavigate();
  const unsolved = solvedIds ? problems.filter((problem) => !solvedIds.has(problem._id)) : problems;
  const pick = () => {
    const chosen = unsolved[Math.floor(Math.random() * unsolved.length)];
    if (chosen) void navigate(fillRoute(pageRoutes.problem, { id: chosen._id }));
  };
  return (
    <Button
      variant="outline"
      className="h-9"
      onClick={pick}
      disabled={unsolved.length === 0}
      title={
        unsolved.length === 0
          ? 'You have solved every problem here'
          : 'A random unsolved problem of this list'
      }
    >
      <ShuffleIcon />
      Pick one
    </Button>
  );
}
