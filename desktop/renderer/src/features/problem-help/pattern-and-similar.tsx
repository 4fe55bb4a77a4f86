import { fillRoute, pageRoutes } from '@zencode/shared/contract';
import { Link } from 'react-router';
import { DifficultyBadge } from '@/features/problems/index.ts';
import { useProblemHelp } from './help-queries.ts';

/** The problem's pattern (one of the 18 of the study plan) and similar problems, linked. */
export function PatternAndSimilar({ problemId }: { problemId: string }) {
  const help = useProblemHelp(problemId).data;
  if (!help || (!help.pattern && help.similar.length === 0)) return null;
  return (
    <section aria-label="Pattern and similar problems" className="space-y-3 text-sm">
      {help.pattern && (
        <p>
          <span className="font-semibold">Pattern: </span>
          <Link
            to={`${pageRoutes.problems}?pattern=${help.pattern.id}`}
            className="text-primary underline underline-offset-2"
          >
            {help.pattern.name}
          </Link>
        </p>
      )}
      {help.similar.length > 0 && (
        <div className="space-y-1.5">
          <h2 className="font-semibold">Similar problems</h2>
          <ul className="space-y-1.5">
            {help.similar.map((similar) => (
              <li key={similar._id} className="flex items-center gap-2">
                <Link
                  to={fillRoute(pageRoutes.problem, { id: similar._id })}
                  className="text-primary underline underline-offset-2"
                >
                  {similar.name}
                </Link>
                <DifficultyBadge difficulty={similar.difficulty} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
