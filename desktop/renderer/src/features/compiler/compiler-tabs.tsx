import { FileCodeIcon, XIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/utils.ts';
import type { CompilerFile } from './compiler-files.ts';

/**
 * The file tabs. A tablist holds tabs only (axe): the close mark on a tab is for the mouse, Delete
 * closes the focused tab, and the toolbar's close button closes the open file.
 */
export function CompilerTabs({
  files,
  activeId,
  onSelect,
  onClose,
}: {
  files: CompilerFile[];
  activeId: string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
}) {
  const closable = files.length > 1;
  const onKeyDown = (event: KeyboardEvent, id: string) => {
    if (closable && event.key === 'Delete') onClose(id);
  };
  return (
    <div
      className="flex min-w-0 items-center gap-1 overflow-x-auto"
      role="tablist"
      aria-label="Files"
    >
      {files.map((file) => {
        const active = file.id === activeId;
        return (
          <button
            key={file.id}
            type="button"
            role="tab"
            aria-selected={active}
            aria-keyshortcuts={closable ? 'Delete' : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(file.id)}
            onKeyDown={(event) => onKeyDown(event, file.id)}
            className={cn(
              'flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md pr-1.5 pl-2.5 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
              active
                ? 'bg-secondary text-foreground ring-1 ring-border'
                : 'text-muted-foreground hover:bg-accent/60',
            )}
          >
            <FileCodeIcon className="size-3.5 opacity-70" />
            {file.name}
            {closable && (
              <span
                aria-hidden="true"
                data-testid="close-tab"
                onClick={(event) => {
                  event.stopPropagation();
                  onClose(file.id);
                }}
                className="flex size-5 items-center justify-center rounded opacity-60 hover:bg-accent hover:opacity-100"
              >
                <XIcon className="size-3" />
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
