import { FlagIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

/**
 * "End": asks once before the session stops, since nothing can be added to it afterwards. The
 * focus starts on Keep going, so an Enter pressed in passing ends nothing.
 */
export function EndSessionDialog({
  onEnd,
  ending,
}: {
  onEnd: () => Promise<void>;
  ending: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={ending}
          aria-label="End"
          title="End the session"
        >
          {ending ? <Spinner className="size-4" label="Ending" /> : <FlagIcon />}
          <span className="hidden sm:inline">End</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>End the session now?</DialogTitle>
          <DialogDescription>
            Each problem you have not submitted gets its last saved code submitted, and the report
            follows. Nothing can be added to the session afterwards.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} autoFocus>
            Keep going
          </Button>
          <Button
            disabled={ending}
            onClick={() => {
              void onEnd().finally(() => setOpen(false));
            }}
          >
            End session
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
