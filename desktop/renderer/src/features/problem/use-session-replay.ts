import type { ReplayCase } from '@zencode/shared/contract';
import { useRef } from 'react';
import { replayLine, useProblemReplay } from '@/features/replay/index.ts';
import type { SolvingSession } from './use-solving-session.ts';
import type { SolvingTabs } from './use-solving-tabs.ts';

/**
 * Replay on the solving screen: a case's Replay button records the editor's code on it and opens
 * the stepper in the left pane, beside the editor, which marks the line about to run.
 */
export function useSessionReplay(session: SolvingSession, tabs: SolvingTabs) {
  const replay = useProblemReplay(session.problemId);
  // The case on show, so "Replay again" records the same case with the edited code.
  const shown = useRef<{ label: string; replayCase: ReplayCase } | null>(null);

  const open = (label: string, replayCase: ReplayCase) => {
    shown.current = { label, replayCase };
    const { language } = session;
    const code = session.draft.code;
    replay.open({ label, code, language }, { language, code, case: replayCase });
    tabs.setLeftTab('replay');
    // On a phone the stepper's pane is brought up; the editor's marked line is one tap away.
    tabs.setPhonePane('problem');
  };

  return {
    replay,
    open,
    again: () => shown.current && open(shown.current.label, shown.current.replayCase),
    close: () => {
      replay.close();
      tabs.setLeftTab('description');
    },
    /** The editor's marked line: only for the language recorded. */
    line: replayLine(replay.state, session.language),
  };
}

export type SessionReplay = ReturnType<typeof useSessionReplay>;
