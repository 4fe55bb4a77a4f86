import type { DraftPlace } from './use-synced-draft.ts';
import { type Diagnostic, type LanguageId, PROBLEM_PAGE_LANGUAGES } from '@zencode/shared/contract';
import { type ReactNode, useState } from 'react';
import {
  type CursorPosition,
  EditorSettingsPanel,
  type Indentation,
  LazyCodeEditor,
  useEditorSettings,
} from '@/features/editor/index.ts';
import { EditorStatusBar } from './editor-status-bar.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ResetCodeButton } from './reset-code-button.tsx';

/** The editor pane: language selector and reset above the editor, cursor line and column below. */
export function EditorPanel({
  problemId,
  language,
  languages = PROBLEM_PAGE_LANGUAGES,
  onLanguageChange,
  code,
  edited,
  savedWhere = 'device',
  onCodeChange,
  onReset,
  onRun,
  onSubmit,
  diagnostics,
  reviewing = false,
  actions,
  highlightLine,
}: {
  problemId: string;
  language: LanguageId;
  /** The languages this problem offers (no Rust where LeetCode has none). */
  languages?: readonly LanguageId[];
  onLanguageChange: (language: LanguageId) => void;
  code: string;
  edited: boolean;
  /** Where the draft is kept, for the status line (this device when nothing says otherwise). */
  savedWhere?: DraftPlace;
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
  /** The line a Replay on show is about to run, marked in the code. */
  highlightLine?: number;
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
        <ResetCodeButton edited={edited} onReset={onReset} />
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
          highlightLine={highlightLine}
          shortcuts={[
            { keys: 'mod+quote', run: onRun },
            { keys: 'mod+enter', run: onSubmit },
          ]}
        />
      </div>
      <EditorStatusBar
        reviewing={reviewing}
        edited={edited}
        savedWhere={savedWhere}
        indentation={indentation}
        cursor={cursor}
      />
    </div>
  );
}
