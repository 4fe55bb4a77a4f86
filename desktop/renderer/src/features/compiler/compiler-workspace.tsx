import {
  COMPILER_PAGE_LANGUAGES,
  COMPILER_PANEL_DEFAULT_PX,
  COMPILER_PANEL_MAX_PX,
  COMPILER_PANEL_MIN_PX,
  EDITOR_TAB_SIZE,
} from '@zencode/shared/contract';
import { languageLabel } from '@zencode/shared/rules';
import { EraserIcon, PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import {
  ResizableHandle,
  ResizablePanel,
  ResizablePanelGroup,
} from '@/components/ui/resizable.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { type CursorPosition, CursorReadout, LazyCodeEditor } from '@/features/editor/index.ts';
import { LanguageSelect, useIsMobile } from '@/features/problem/index.ts';
import { CompilerConsole } from './compiler-console.tsx';
import { activeFile, addFile, changeLanguage, closeFile, updateFile } from './compiler-files.ts';
import { CompilerTabs } from './compiler-tabs.tsx';
import { useCompilerState, useRunProgram } from './use-compiler.ts';

/**
 * /compiler: file tabs, language, Run and Clear over the editor; stdin and a collapsible console
 * in an output panel that resizes on desktop widths; a status bar with language, spaces, cursor.
 */
export function CompilerWorkspace() {
  const [state, setState] = useCompilerState();
  const [cursor, setCursor] = useState<CursorPosition>({ line: 1, column: 1 });
  const [consoleOpen, setConsoleOpen] = useState(true);
  const runProgram = useRunProgram();
  const isMobile = useIsMobile();
  const file = activeFile(state);

  const run = () => {
    if (runProgram.isPending) return;
    const target = file;
    setConsoleOpen(true);
    runProgram.mutate(
      { language: target.language, code: target.code, input: state.input },
      { onSuccess: (output) => setState((current) => updateFile(current, target.id, { output })) },
    );
  };
  const running = runProgram.isPending && runProgram.variables?.code === file.code;

  const editor = (
    <div className="h-full min-h-0" data-testid="compiler-editor">
      <LazyCodeEditor
        value={file.code}
        language={file.language}
        path={`compiler/${file.id}/${file.name}`}
        onChange={(code) => setState((current) => updateFile(current, file.id, { code }))}
        onCursorChange={setCursor}
        shortcuts={[{ keys: 'mod+enter', run }]}
      />
    </div>
  );
  const output = (
    <div className="flex h-full min-h-0 flex-col">
      <section className="shrink-0 space-y-1.5 border-b p-3" aria-label="Input">
        <label htmlFor="compiler-input" className="text-xs font-medium text-muted-foreground">
          Input (stdin)
        </label>
        <Textarea
          id="compiler-input"
          value={state.input}
          onChange={(event) => setState((current) => ({ ...current, input: event.target.value }))}
          placeholder="Lines your program reads"
          rows={4}
          className="resize-none"
        />
      </section>
      <CompilerConsole
        output={file.output}
        running={running}
        open={consoleOpen}
        onOpenChange={setConsoleOpen}
      />
    </div>
  );

  return (
    <div className="flex h-[calc(100dvh-4rem)] min-h-[520px] flex-col border-b">
      <div className="flex shrink-0 flex-wrap items-center gap-2 border-b px-3 py-2 sm:flex-nowrap">
        <CompilerTabs
          files={state.files}
          activeId={file.id}
          onSelect={(id) => setState((current) => ({ ...current, activeId: id }))}
          onClose={(id) => setState((current) => closeFile(current, id))}
          onAdd={() => setState((current) => addFile(current, file.language))}
        />
        <div className="ml-auto flex items-center gap-2">
          <LanguageSelect
            languages={COMPILER_PAGE_LANGUAGES}
            value={file.language}
            onChange={(language) =>
              setState((current) => changeLanguage(current, file.id, language))
            }
            className="w-32"
          />
          <Tooltip>
            <TooltipTrigger asChild>
              <Button size="sm" onClick={run} disabled={runProgram.isPending} aria-label="Run">
                {running ? (
                  <Spinner className="size-4 text-primary-foreground" label="Running" />
                ) : (
                  <PlayIcon />
                )}
                Run
              </Button>
            </TooltipTrigger>
            <TooltipContent>Run (Ctrl+Enter)</TooltipContent>
          </Tooltip>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setState((current) => updateFile(current, file.id, { output: null }))}
            disabled={file.output === null}
          >
            <EraserIcon /> Clear
          </Button>
        </div>
      </div>

      <div className="min-h-0 flex-1">
        {isMobile ? (
          <div className="flex h-full flex-col">
            <div className="min-h-0 flex-1">{editor}</div>
            <div className="h-[45%] border-t">{output}</div>
          </div>
        ) : (
          <ResizablePanelGroup orientation="horizontal" id="compiler-panes">
            <ResizablePanel id="compiler-editor" minSize="30%">
              {editor}
            </ResizablePanel>
            <ResizableHandle orientation="horizontal" aria-label="Resize output panel" />
            <ResizablePanel
              id="compiler-output"
              defaultSize={COMPILER_PANEL_DEFAULT_PX}
              minSize={COMPILER_PANEL_MIN_PX}
              maxSize={COMPILER_PANEL_MAX_PX}
              groupResizeBehavior="preserve-pixel-size"
            >
              {output}
            </ResizablePanel>
          </ResizablePanelGroup>
        )}
      </div>

      <footer
        className="flex h-7 shrink-0 items-center gap-4 border-t bg-muted/30 px-3 text-[11px] text-muted-foreground"
        data-testid="status-bar"
      >
        <span>{languageLabel(file.language)}</span>
        <span>Spaces: {EDITOR_TAB_SIZE}</span>
        <span className="ml-auto">
          <CursorReadout position={cursor} />
        </span>
      </footer>
    </div>
  );
}
