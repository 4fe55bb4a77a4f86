import { useMutation } from '@tanstack/react-query';
import { apiRoutes, compilerResponseSchema } from '@zencode/shared/contract';
import { compilerPageErrorMessage } from '@zencode/shared/rules';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-client.ts';
import {
  type CompilerOutput,
  type CompilerState,
  initialCompilerState,
  parseCompilerState,
} from './compiler-files.ts';

const storageKey = 'zencode:compiler';

function loadState(): CompilerState {
  try {
    return parseCompilerState(window.localStorage.getItem(storageKey)) ?? initialCompilerState();
  } catch {
    return initialCompilerState();
  }
}

/** The compiler's files, input and outputs, saved to this device on every change. */
export function useCompilerState() {
  const [state, setState] = useState(loadState);
  useEffect(() => {
    // Typing saves often; one small JSON write per change is cheap and never loses a file.
    const timer = setTimeout(() => {
      try {
        window.localStorage.setItem(storageKey, JSON.stringify(state));
      } catch {
        // Storage full or blocked: the files stay on screen for this visit.
      }
    }, 250);
    return () => clearTimeout(timer);
  }, [state]);
  return [state, setState] as const;
}

/** POST /compiler: runs a program once with stdin; the answer becomes the file's console output. */
export function useRunProgram() {
  return useMutation({
    mutationFn: async (request: {
      language: string;
      code: string;
      input: string;
    }): Promise<CompilerOutput> => {
      try {
        const response = await apiCall(apiRoutes.compiler, {
          method: 'POST',
          body: request,
          schema: compilerResponseSchema,
        });
        if (response.success)
          return { stdout: response.output.stdout, error: response.output.stderr, success: true };
        return {
          stdout: response.output.stdout,
          error: compilerPageErrorMessage(response),
          success: false,
        };
      } catch (error) {
        return {
          stdout: '',
          error: compilerPageErrorMessage({ error: (error as Error).message }),
          success: false,
        };
      }
    },
  });
}
