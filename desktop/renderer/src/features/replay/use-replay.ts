import {
  apiRoutes,
  type CompilerReplayRequestInput,
  compilerReplayRequestSchema,
  fillRoute,
  type LanguageId,
  messages,
  type ProblemReplayRequestInput,
  type ReplayCase,
  problemReplayRequestSchema,
  type ReplayResponse,
  replayResponseSchema,
} from '@zencode/shared/contract';
import { useRef, useState } from 'react';
import { apiCall } from '@/lib/api-client.ts';

/** What is being replayed, named as the learner knows it ("Case 2", "Custom 1", "main.py"). */
export interface ReplaySubject {
  label: string;
  /** The code recorded, to tell when the editor's code has moved on from it. */
  code: string;
  language: LanguageId;
}

export type ReplayState =
  | { phase: 'closed' }
  | { phase: 'recording'; subject: ReplaySubject }
  | { phase: 'failed'; subject: ReplaySubject; error: string }
  | { phase: 'ready'; subject: ReplaySubject; trace: ReplayResponse; index: number };

/**
 * One Replay at a time: recording it, then the step on show. A newer recording wins over one still
 * answering (the learner clicked another case meanwhile).
 */
function useReplayState<Request>(record: (request: Request) => Promise<ReplayResponse>) {
  const [state, setState] = useState<ReplayState>({ phase: 'closed' });
  const latest = useRef(0);

  /** Records `request` and opens the stepper on it, named by `subject`. */
  const open = (subject: ReplaySubject, request: Request) => {
    const ticket = (latest.current += 1);
    setState({ phase: 'recording', subject });
    record(request).then(
      (trace) => {
        if (ticket === latest.current) setState({ phase: 'ready', subject, trace, index: 0 });
      },
      (error: unknown) => {
        if (ticket !== latest.current) return;
        const message = error instanceof Error ? error.message : messages.unknownError;
        setState({ phase: 'failed', subject, error: message });
      },
    );
  };

  const goTo = (index: number) =>
    setState((current) =>
      current.phase === 'ready'
        ? { ...current, index: Math.max(0, Math.min(index, current.trace.steps.length - 1)) }
        : current,
    );

  const close = () => {
    latest.current += 1;
    setState({ phase: 'closed' });
  };

  return { state, open, goTo, close };
}

/** Replay on the problem page: a public case, a custom input or the submission's failing case. */
export function useProblemReplay(problemId: string) {
  return useReplayState((request: ProblemReplayRequestInput) =>
    apiCall(fillRoute(apiRoutes.problems.replay, { id: problemId }), {
      method: 'POST',
      body: request,
      request: problemReplayRequestSchema,
      schema: replayResponseSchema,
    }),
  );
}

/** Replay in the online compiler: the open file, fed the stdin box. */
export function useCompilerReplay() {
  return useReplayState((request: CompilerReplayRequestInput) =>
    apiCall(apiRoutes.compilerReplay, {
      method: 'POST',
      body: request,
      request: compilerReplayRequestSchema,
      schema: replayResponseSchema,
    }),
  );
}

export type ProblemReplay = ReturnType<typeof useProblemReplay>;
export type CompilerReplay = ReturnType<typeof useCompilerReplay>;
/** What the stepper needs of either. */
export type Replay = Pick<ProblemReplay, 'state' | 'goTo' | 'close'>;

/** The line the editor marks for a Replay on show, when it is of this language's code. */
export function replayLine(state: ReplayState, language: LanguageId): number | undefined {
  if (state.phase !== 'ready' || state.subject.language !== language) return undefined;
  return state.trace.steps[state.index]?.line;
}

/** Opens a Replay of the learner's code on a case, named as they know it ("Case 1"). */
export type OnReplay = (caseLabel: string, replayCase: ReplayCase) => void;
