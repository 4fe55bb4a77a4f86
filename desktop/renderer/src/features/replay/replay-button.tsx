import { StepForwardIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** "Replay" on a case: records the learner's code on it and opens the stepper. */
export function ReplayButton({
  caseLabel,
  onReplay,
  disabled,
}: {
  /** The case as the learner knows it ("Case 1"), so each case's button has its own name. */
  caseLabel: string;
  onReplay: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Replay ${caseLabel}`}
      title="Step through your code on this case"
      onClick={onReplay}
      disabled={disabled}
    >
      <StepForwardIcon /> Replay
    </Button>
  );
}
