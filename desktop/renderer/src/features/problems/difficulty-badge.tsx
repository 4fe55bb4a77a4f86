import type { Difficulty } from '@zencode/shared/contract';
import { shortDifficulty } from '@zencode/shared/rules';
import { Badge } from '@/components/ui/badge.tsx';
import { cn } from '@/lib/utils.ts';

const variants = { Easy: 'easy', Medium: 'medium', Hard: 'hard' } as const;

/** Easy / Medium / Hard in their soft colours; `short` writes Medium as 'Med.' (list rows). */
export function DifficultyBadge({
  difficulty,
  short = false,
  className,
}: {
  difficulty: Difficulty;
  short?: boolean;
  className?: string;
}) {
  return (
    <Badge
      variant={variants[difficulty]}
      className={cn(short && 'min-w-12 justify-center', className)}
    >
      {short ? shortDifficulty(difficulty) : difficulty}
    </Badge>
  );
}
