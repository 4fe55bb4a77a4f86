import { useMutation } from '@tanstack/react-query';
import { apiRoutes, compilerResponseSchema } from '@zencode/shared/contract';
import { compilerPageErrorMessage } from '@zencode/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { apiCall } from '@/lib/api-client.ts';
import { currentLearnerWork } from '@/lib/local-learner-work.ts';
import { onLearnerWorkFlush } from '@/lib/learner-work-store.ts';
import { type CompilerOutput, type CompilerState, initialCompilerState } from './compiler-files.ts';

const loadState = (): CompilerState =>
  currentLearnerWork().readCompilerFiles() ?? initialCompilerState();

// A full or blocked storage keeps the files on screen for this visit.
const saveState = (state: CompilerState) => currentLearnerWork().writeCompilerFiles(state);

/**
 * The compiler's files, input and outputs, saved on every change (localStorage on the web, the
 * desktop's store of the current server in the app). Typing saves a moment after it pauses; a
 * pending save is written at once when the page is hidden, reloaded or left, so a reload never
 * loses the last edit.
 */
export function useCompilerState() {
  const [state, setState] = useState(loadState);
  const pending = useRef<CompilerState | null>(null);
  useEffect(() => {
    pending.current = state;
    const timer = setTimeout(() => {
      pending.current = null;
      saveState(state);
    }, 250);
    return () => clearTimeout(timer);
  }, [state]);
  useEffect(() => {
    const flush = () => {
      if (pending.current) saveState(pending.current);
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    // Also before the desktop's session changes, so the edit is filed under its own account.
    const unregister = onLearnerWorkFlush(flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      unregister();
      flush();
    };
  }, []);
  return [state, setState] as const;
}

/** What the console says when the learner stopped a run. */
export const stoppedRunText = 'Stopped.';

/**
 * POST /compiler: runs a program once with stdin; the answer becomes the file's console output.
 * `stop` abandons the run in progress: the console says so at once.
 */
export function useRunProgram() {
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: async (request: {
      language: string;
      code: string;
      input: string;
    }): Promise<CompilerOutput> => {
      const abort = new AbortController();
      controller.current = abort;
      try {
        const response = await apiCall(apiRoutes.compiler, {
          method: 'POST',
          body: request,
          schema: compilerResponseSchema,
          signal: abort.signal,
        });
        const ranOn = response.ranOn === undefined ? {} : { ranOn: response.ranOn };
        if (response.success)
          return {
            stdout: response.output.stdout,
            error: response.output.stderr,
            success: true,
            ...ranOn,
          };
        return {
          stdout: response.output.stdout,
          error: compilerPageErrorMessage(response),
          success: false,
          ...ranOn,
        };
      } catch (error) {
        if (abort.signal.aborted) return { stdout: '', error: stoppedRunText, success: false };
        return {
          stdout: '',
          error: compilerPageErrorMessage({ error: (error as Error).message }),
          success: false,
        };
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
  });
  return { ...mutation, stop: () => controller.current?.abort() };
}
