import { type Diagnostic, type LanguageId, PROBLEM_PAGE_LANGUAGES } from '@zencode/shared/contract';
import { RotateCcwIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import {
  type CursorPosition,
  CursorReadout,
  EditorSettingsPanel,
  type Indentation,
  IndentationReadout,
  LazyCodeEditor,
  useEditorSettings,
} from '@/features/editor/index.ts';
import { LanguageSelect } from './language-select.tsx';

/** The editor pane: language selector and reset above the editor, cursor line and column below. */
export function EditorPanel({
  problemId,
  language,
  languages = PROBLEM_PAGE_LANGUAGES,
  onLanguageChange,
  code,
  edited,
  onCodeChange,
  onReset,
  onRun,
  onSubmit,
  diagnostics,
  reviewing = false,
  actions,
}: {
  problemId: string;
  language: LanguageId;
  /** The languages this problem offers (no Rust where LeetCode has none). */
  languages?: readonly LanguageId[];
  onLanguageChange: (language: LanguageId) => void;
  code: string;
  edited: boolean;
  onCodeChange: (code: string) => void;
  onReset: () => void;
  onRun: () => void;
  onSubmit: () => void;
  /** The latest Run's or Submit's compiler messages, marked in the code. */
  diagnostics: Diagnostic[];
  /** A review from the review schedule: the code is not the saved draft (its own editor model). */
  reviewing?: boolean;
  /** More buttons beside the editor settings (the draft's named copies). */
  actions?: ReactNode;
}) {
  const [cursor, setCursor] = useState<CursorPosition>({ line: 1, column: 1 });
  const editorSettings = useEditorSettings();
  const [indentation, setIndentation] = useState<Indentation>({
    insertSpaces: true,
    tabSize: editorSettings.settings.tabSize,
  });
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex h-11 shrink-0 items-center gap-2 border-b px-3">
        <LanguageSelect languages={languages} value={language} onChange={onLanguageChange} />
        <span className="ml-auto" />
        {actions}
        <EditorSettingsPanel
          settings={editorSettings.settings}
          onChange={editorSettings.save}
          saveFailed={editorSettings.saveFailed}
        />
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
      </div>
      <div className="min-h-0 flex-1" data-testid="code-editor">
        <LazyCodeEditor
          value={code}
          language={language}
          path={`${problemId}/${reviewing ? 'review' : 'solution'}.${language}`}
          onChange={onCodeChange}
          onCursorChange={setCursor}
          markers={diagnostics}
          settings={editorSettings.settings}
          onIndentationChange={setIndentation}
          shortcuts={[
            { keys: 'mod+quote', run: onRun },
            { keys: 'mod+enter', run: onSubmit },
          ]}
        />
      </div>
      <div className="flex h-7 shrink-0 items-center justify-between border-t px-3 text-[11px] text-muted-foreground">
        <span>
          {reviewing
            ? 'Review schedule: not saved as your draft'
            : edited
              ? 'Draft saved on this device'
              : 'Starter code'}
        </span>
        <span className="flex gap-4">
          <IndentationReadout indentation={indentation} />
          <CursorReadout position={cursor} />
        </span>
      </div>
    </div>
  );
}
