import { FileCodeIcon, PlusIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import type { CompilerFile } from './compiler-files.ts';

/** The file tabs: select, close (only while more than one is open) and a new file. */
export function CompilerTabs({
  files,
  activeId,
  onSelect,
  onClose,
  onAdd,
}: {
  files: CompilerFile[];
  activeId: string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
  onAdd: () => void;
}) {
  const closable = files.length > 1;
  return (
    <div
      className="flex min-w-0 items-center gap-1 overflow-x-auto"
      role="tablist"
      aria-label="Files"
    >
      {files.map((file) => {
        const active = file.id === activeId;
        return (
          <div
            key={file.id}
            className={cn(
              'group flex h-8 shrink-0 items-center rounded-md text-xs font-medium transition-colors',
              active
                ? 'bg-secondary text-foreground ring-1 ring-border'
                : 'text-muted-foreground hover:bg-accent/60',
            )}
          >
            <button
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => onSelect(file.id)}
              className="flex h-full cursor-pointer items-center gap-1.5 rounded-md pr-1 pl-2.5 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <FileCodeIcon className="size-3.5 opacity-70" />
              {file.name}
            </button>
            {closable && (
              <button
                type="button"
                aria-label={`Close ${file.name}`}
                onClick={() => onClose(file.id)}
                className="mr-1 flex size-5 cursor-pointer items-center justify-center rounded opacity-60 outline-none hover:bg-accent hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon className="size-3" />
              </button>
            )}
          </div>
        );
      })}
      <Button
        variant="ghost"
        size="icon"
        className="size-8 shrink-0 text-muted-foreground"
        aria-label="New file"
        onClick={onAdd}
      >
        <PlusIcon />
      </Button>
    </div>
  );
}
