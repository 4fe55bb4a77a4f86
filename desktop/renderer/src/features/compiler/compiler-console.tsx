import { ChevronDownIcon, TerminalIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import type { CompilerOutput } from './compiler-files.ts';

/** The console: collapsible; the program's output, then errors in red. */
export function CompilerConsole({
  output,
  running,
  open,
  onOpenChange,
}: {
  output: CompilerOutput | null;
  running: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <section className={cn('flex min-h-0 flex-col', open && 'flex-1')} aria-label="Console">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
        className="flex h-9 shrink-0 cursor-pointer items-center gap-2 border-b px-3 text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:bg-accent"
      >
        <TerminalIcon className="size-3.5" />
        Console
        {running && <Spinner className="size-3.5" label="Running" />}
        {output && !running && (
          <span className={cn('size-1.5 rounded-full', output.success ? 'bg-easy' : 'bg-hard')} />
        )}
        <ChevronDownIcon
          className={cn('ml-auto size-4 transition-transform', !open && '-rotate-90')}
        />
      </button>
      {open && (
        <div
          className="min-h-24 flex-1 overflow-auto p-3 font-mono text-[13px] leading-relaxed"
          data-testid="console"
        >
          {running ? (
            <p className="text-muted-foreground">Running...</p>
          ) : output ? (
            <>
              {output.stdout !== '' && (
                <pre className="break-all whitespace-pre-wrap" data-testid="console-stdout">
                  {output.stdout}
                </pre>
              )}
              {output.error !== '' && (
                <pre
                  className="mt-2 break-all whitespace-pre-wrap text-hard"
                  data-testid="console-error"
                >
                  {output.error}
                </pre>
              )}
              {output.stdout === '' && output.error === '' && (
                <p className="text-muted-foreground">The program printed nothing.</p>
              )}
              {typeof output.ranOn === 'string' && (
                <p
                  className="mt-2 font-sans text-xs text-muted-foreground"
                  data-testid="console-ran-on"
                >
                  {output.ranOn}
                </p>
              )}
            </>
          ) : (
            <p className="text-muted-foreground">Run the program to see its output here.</p>
          )}
        </div>
      )}
    </section>
  );
}
