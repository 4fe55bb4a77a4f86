import { RotateCcwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';

/** Reset to starter code: there is nothing to reset until the code was edited. */
export function ResetCodeButton({ edited, onReset }: { edited: boolean; onReset: () => void }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground"
          aria-label="Reset to starter code"
          disabled={!edited}
          onClick={onReset}
        >
          <RotateCcwIcon />
        </Button>
      </TooltipTrigger>
      <TooltipContent>Reset to starter code</TooltipContent>
    </Tooltip>
  );
}
