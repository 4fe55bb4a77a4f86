import type { LanguageId } from '@zencode/shared/contract';
import { useState } from 'react';
import type { CursorPosition, Indentation } from '@/features/editor/index.ts';
import { activeFile, addFile, changeLanguage, closeFile, updateFile } from './compiler-files.ts';
import { useCompilerState, useRunProgram } from './use-compiler.ts';

/** The compiler page's state and actions: files, input, run and stop, cursor, indentation. */
export function useCompilerWorkspace() {
  const [state, setState] = useCompilerState();
  const [cursor, setCursor] = useState<CursorPosition>({ line: 1, column: 1 });
  const [indentation, setIndentation] = useState<Indentation>({ insertSpaces: true, tabSize: 2 });
  const [consoleOpen, setConsoleOpen] = useState(true);
  const runProgram = useRunProgram();
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

  return {
    state,
    file,
    cursor,
    setCursor,
    indentation,
    setIndentation,
    consoleOpen,
    setConsoleOpen,
    /** The open file is the one running (another file's Run shows no spinner here). */
    running: runProgram.isPending && runProgram.variables?.code === file.code,
    busy: runProgram.isPending,
    run,
    stop: runProgram.stop,
    select: (id: string) => setState((current) => ({ ...current, activeId: id })),
    close: (id: string) => setState((current) => closeFile(current, id)),
    add: () => setState((current) => addFile(current, file.language)),
    setCode: (code: string) => setState((current) => updateFile(current, file.id, { code })),
    setLanguage: (language: LanguageId) =>
      setState((current) => changeLanguage(current, file.id, language)),
    setInput: (input: string) => setState((current) => ({ ...current, input })),
    clear: () => setState((current) => updateFile(current, file.id, { output: null })),
  };
}
