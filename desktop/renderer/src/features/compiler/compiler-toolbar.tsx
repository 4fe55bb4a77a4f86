import { COMPILER_PAGE_LANGUAGES, type LanguageId } from '@zencode/shared/contract';
import { EraserIcon, PlayIcon, PlusIcon, SquareIcon, StepForwardIcon, XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { LanguageSelect } from '@/features/problem/index.ts';
import type { CompilerFile } from './compiler-files.ts';

/** New file, close the open file, language, Run (Stop while running), Replay and Clear. */
export function CompilerToolbar({
  file,
  closable,
  running,
  onAdd,
  onClose,
  onLanguageChange,
  onRun,
  onStop,
  onReplay,
  onClear,
}: {
  file: CompilerFile;
  closable: boolean;
  running: boolean;
  onAdd: () => void;
  onClose: () => void;
  onLanguageChange: (language: LanguageId) => void;
  onRun: () => void;
  onStop: () => void;
  /** Records the open file's run on the stdin, step by step, and opens the stepper. */
  onReplay: () => void;
  onClear: () => void;
}) {
  const icon = 'size-8 shrink-0 text-muted-foreground';
  return (
    <div className="ml-auto flex items-center gap-2">
      <Button variant="ghost" size="icon" className={icon} aria-label="New file" onClick={onAdd}>
        <PlusIcon />
      </Button>
      {closable && (
        <Button
          variant="ghost"
          size="icon"
          className={icon}
          aria-label={`Close ${file.name}`}
          onClick={onClose}
        >
          <XIcon />
        </Button>
      )}
      <LanguageSelect
        languages={COMPILER_PAGE_LANGUAGES}
        value={file.language}
        onChange={onLanguageChange}
        className="w-32"
      />
      {running ? (
        <Button size="sm" variant="destructive" onClick={onStop}>
          <SquareIcon /> Stop
        </Button>
      ) : (
        <Tooltip>
          <TooltipTrigger asChild>
            <Button size="sm" onClick={onRun} aria-label="Run">
              <PlayIcon /> Run
            </Button>
          </TooltipTrigger>
          <TooltipContent>Run (Ctrl+Enter)</TooltipContent>
        </Tooltip>
      )}
      <Button
        size="sm"
        variant="outline"
        onClick={onReplay}
        disabled={running || file.code.trim() === ''}
        title="Step through this program on its input"
      >
        <StepForwardIcon /> Replay
      </Button>
      <Button size="sm" variant="outline" onClick={onClear} disabled={file.output === null}>
        <EraserIcon /> Clear
      </Button>
    </div>
  );
}
