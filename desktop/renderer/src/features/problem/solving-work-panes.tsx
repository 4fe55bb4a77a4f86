import { problemPageLanguages } from '@zencode/shared/contract';
import type { OnReplay } from '@/features/replay/index.ts';
import { BottomPanel } from './bottom-panel.tsx';
import { DraftCopiesButton } from './draft-copies-button.tsx';
import { editorDiagnostics } from './editor-diagnostics.ts';
import { EditorPanel } from './editor-panel.tsx';
import { useInterviewLock } from './interview-lock.ts';
import { dispatchProblemCommand } from './problem-commands.ts';
import type { SolvingSession } from './use-solving-session.ts';

/** The editor pane of a solving session. */
export function SessionEditor({
  session,
  replayLine,
}: {
  session: SolvingSession;
  replayLine?: number;
}) {
  const { draft, language } = session;
  // An interview keeps the draft's named copies out of sight too: one may hold an old solution.
  const locked = useInterviewLock();
  return (
    <EditorPanel
      problemId={session.problemId}
      language={language}
      languages={problemPageLanguages(session.signature)}
      onLanguageChange={session.changeLanguage}
      code={draft.code}
      edited={draft.edited}
      savedWhere={session.savedDraft.savedWhere}
      onCodeChange={draft.setCode}
      onReset={draft.reset}
      // Through the command bus, so one key press that Monaco and a desktop menu both see runs once.
      onRun={() => dispatchProblemCommand('run')}
      onSubmit={() => dispatchProblemCommand('submit')}
      diagnostics={editorDiagnostics(session.latest, language)}
      reviewing={session.reviewing}
      highlightLine={replayLine}
      // A review's code is not the draft: the draft's named copies stay out of it.
      actions={
        session.reviewing || locked ? undefined : (
          <DraftCopiesButton
            copies={session.savedDraft.copies}
            onOpen={session.savedDraft.openCopy}
            onDelete={session.savedDraft.deleteCopy}
            error={session.savedDraft.copyError}
          />
        )
      }
    />
  );
}

/** The cases and results panel of a solving session. */
export function SessionBottomPanel({
  session,
  onReplay,
}: {
  session: SolvingSession;
  onReplay: OnReplay;
}) {
  return (
    <BottomPanel
      tab={session.bottomTab}
      onTabChange={session.setBottomTab}
      publicCases={session.publicCases}
      signature={session.signature}
      testcases={session.testcases}
      dispatch={session.dispatch}
      latest={session.latest}
      onUseTestcase={session.copyToCustomCase}
      onReplay={onReplay}
    />
  );
}
