import type { DraftCopy } from '@zencode/shared/contract';
import { CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
import { DraftCopyItem } from './draft-copy-item.tsx';

/**
 * The named copies of this problem's draft in the current language (the versions kept by "Keep
 * both"), each opened in the editor or deleted. Hidden while there are none.
 */
export function DraftCopiesButton({
  copies,
  onOpen,
  onDelete,
  error,
}: {
  copies: DraftCopy[];
  /** Answers whether the copy is now in the editor (the dialog then closes). */
  onOpen: (copy: DraftCopy) => Promise<boolean>;
  onDelete: (copy: DraftCopy) => Promise<void>;
  error: string | null;
}) {
  const [open, setOpen] = useState(false);
  if (copies.length === 0) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 gap-1.5 px-2 text-muted-foreground"
          aria-label={`Copies (${copies.length})`}
        >
          <CopyIcon aria-hidden />
          {/* A phone's toolbar has room for the icon and the count only. */}
          <span className="hidden sm:inline">Copies</span>
          <span>({copies.length})</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Copies of this draft</DialogTitle>
          <DialogDescription>
            Versions kept beside your draft on your account. Opening one keeps what the editor holds
            as a copy in its place.
          </DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <ul className="flex flex-col gap-3">
          {copies.map((copy) => (
            <DraftCopyItem
              key={copy.id}
              copy={copy}
              onOpen={async () => {
                if (await onOpen(copy)) setOpen(false);
              }}
              onDelete={() => onDelete(copy)}
            />
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
