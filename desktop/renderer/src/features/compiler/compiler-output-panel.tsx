import { Textarea } from '@/components/ui/textarea.tsx';
import { CompilerConsole } from './compiler-console.tsx';
import type { CompilerOutput } from './compiler-files.ts';

/** Stdin above the collapsible console. */
export function CompilerOutputPanel({
  input,
  onInputChange,
  output,
  running,
  consoleOpen,
  onConsoleOpenChange,
}: {
  input: string;
  onInputChange: (input: string) => void;
  output: CompilerOutput | null;
  running: boolean;
  consoleOpen: boolean;
  onConsoleOpenChange: (open: boolean) => void;
}) {
  return (
    <div className="flex h-full min-h-0 flex-col">
      <section className="shrink-0 space-y-1.5 border-b p-3" aria-label="Input">
        <label htmlFor="compiler-input" className="text-xs font-medium text-muted-foreground">
          Input (stdin)
        </label>
        <Textarea
          id="compiler-input"
          value={input}
          onChange={(event) => onInputChange(event.target.value)}
          placeholder="Lines your program reads"
          rows={4}
          className="resize-none"
        />
      </section>
      <CompilerConsole
        output={output}
        running={running}
        open={consoleOpen}
        onOpenChange={onConsoleOpenChange}
      />
    </div>
  );
}
