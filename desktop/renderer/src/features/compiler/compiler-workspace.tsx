import { LazyCodeEditor, useEditorSettings } from '@/features/editor/index.ts';
import { useIsMobile } from '@/features/problem/index.ts';
import { ReplayStepper, replayLine, useCompilerReplay } from '@/features/replay/index.ts';
import { CompilerOutputPanel } from './compiler-output-panel.tsx';
import { CompilerPanes } from './compiler-panes.tsx';
import { CompilerStatusBar } from './compiler-status-bar.tsx';
import { CompilerTabs } from './compiler-tabs.tsx';
import { CompilerToolbar } from './compiler-toolbar.tsx';
import { useCompilerWorkspace } from './use-compiler-workspace.ts';

/**
 * /compiler: file tabs, language, Run/Stop and Clear over the editor; stdin and a collapsible
 * console in an output panel that resizes on desktop widths; a status bar with language,
 * indentation, cursor. Replay opens the stepper in the output panel's place.
 */
export function CompilerWorkspace() {
  const workspace = useCompilerWorkspace();
  const { state, file } = workspace;
  const { settings } = useEditorSettings();
  const isMobile = useIsMobile();
  const replay = useCompilerReplay();
  const replayFile = () =>
    replay.open(
      { label: file.name, code: file.code, language: file.language },
      { language: file.language, code: file.code, input: state.input },
    );
  // The stepper is of one file: another tab on show has no line to mark.
  const replayed = replay.state.phase !== 'closed' && replay.state.subject.label === file.name;

  const editor = (
    <div className="h-full min-h-0" data-testid="compiler-editor">
      <LazyCodeEditor
        value={file.code}
        language={file.language}
        path={`compiler/${file.id}/${file.name}`}
        onChange={workspace.setCode}
        onCursorChange={workspace.setCursor}
        onIndentationChange={workspace.setIndentation}
        settings={settings}
        shortcuts={[{ keys: 'mod+enter', run: workspace.run }]}
        highlightLine={replayed ? replayLine(replay.state, file.language) : undefined}
      />
    </div>
  );
  const output =
    replay.state.phase !== 'closed' ? (
      <ReplayStepper
        replay={replay}
        code={replayed ? file.code : replay.state.subject.code}
        onReplayAgain={replayFile}
      />
    ) : (
      <CompilerOutputPanel
        input={state.input}
        onInputChange={workspace.setInput}
        output={file.output}
        running={workspace.running}
        consoleOpen={workspace.consoleOpen}
        onConsoleOpenChange={workspace.setConsoleOpen}
      />
    );

  return (
    <main className="flex h-[calc(100dvh-4rem)] min-h-[520px] flex-col border-b">
      <h1 className="sr-only">Online compiler</h1>
      <div className="flex shrink-0 flex-wrap items-center gap-2 border-b px-3 py-2 sm:flex-nowrap">
        <CompilerTabs
          files={state.files}
          activeId={file.id}
          onSelect={workspace.select}
          onClose={workspace.close}
        />
        <CompilerToolbar
          file={file}
          closable={state.files.length > 1}
          running={workspace.busy}
          onAdd={workspace.add}
          onClose={() => workspace.close(file.id)}
          onLanguageChange={workspace.setLanguage}
          onRun={workspace.run}
          onStop={workspace.stop}
          onReplay={replayFile}
          onClear={workspace.clear}
        />
      </div>
      <div className="min-h-0 flex-1">
        <CompilerPanes stacked={isMobile} editor={editor} output={output} />
      </div>
      <CompilerStatusBar
        language={file.language}
        indentation={workspace.indentation}
        cursor={workspace.cursor}
      />
    </main>
  );
}
