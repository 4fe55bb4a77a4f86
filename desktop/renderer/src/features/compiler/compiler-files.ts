import {
  HELLO_WORLD_PROGRAMS,
  LANGUAGE_FILE_EXTENSIONS,
  type SavedCompilerFile,
  type SavedCompilerOutput,
  type SavedCompilerWorkspace,
} from '@zencode/shared/contract';
import { nextCompilerFileName } from '@zencode/shared/rules';

/** A language the compiler page offers (COMPILER_PAGE_LANGUAGES). */
export type CompilerLanguage = SavedCompilerFile['language'];

/** What a run printed, kept per file (spec: output is kept per file). */
export type CompilerOutput = SavedCompilerOutput;
/** A compiler tab (client only): name, language, code, its last output. */
export type CompilerFile = SavedCompilerFile;
/** The tabs, the open one and the stdin sent with Run; saved as the contract's workspace. */
export type CompilerState = SavedCompilerWorkspace;

let counter = 0;
function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

/** A new tab named main{n}.{ext} with the language's hello-world program. */
export function newCompilerFile(
  files: readonly CompilerFile[],
  language: CompilerLanguage,
): CompilerFile {
  return {
    id: newId(),
    name: nextCompilerFileName(
      files.map((file) => file.name),
      language,
    ),
    language,
    code: HELLO_WORLD_PROGRAMS[language],
    output: null,
  };
}

export function initialCompilerState(): CompilerState {
  const first = newCompilerFile([], 'cpp');
  return { files: [first], activeId: first.id, input: '' };
}

export function activeFile(state: CompilerState): CompilerFile {
  return state.files.find((file) => file.id === state.activeId) ?? state.files[0]!;
}

export function addFile(state: CompilerState, language: CompilerLanguage): CompilerState {
  const file = newCompilerFile(state.files, language);
  return { ...state, files: [...state.files, file], activeId: file.id };
}

/** Closes a tab, only while more than one is open; the neighbour becomes active. */
export function closeFile(state: CompilerState, id: string): CompilerState {
  if (state.files.length <= 1) return state;
  const index = state.files.findIndex((file) => file.id === id);
  if (index === -1) return state;
  const files = state.files.filter((file) => file.id !== id);
  const activeId =
    state.activeId === id ? files[Math.min(index, files.length - 1)]!.id : state.activeId;
  return { ...state, files, activeId };
}

export function updateFile(
  state: CompilerState,
  id: string,
  patch: Partial<CompilerFile>,
): CompilerState {
  return {
    ...state,
    files: state.files.map((file) => (file.id === id ? { ...file, ...patch } : file)),
  };
}

/**
 * Switches a file's language: its extension follows, and untouched hello-world code becomes the
 * new language's hello world. Edited code is kept.
 */
export function changeLanguage(
  state: CompilerState,
  id: string,
  language: CompilerLanguage,
): CompilerState {
  const file = state.files.find((entry) => entry.id === id);
  if (!file || file.language === language) return state;
  const base = file.name.replace(/\.[^.]+$/, '');
  const candidate = `${base}.${LANGUAGE_FILE_EXTENSIONS[language]}`;
  const taken = state.files.some((entry) => entry.id !== id && entry.name === candidate);
  const name = taken
    ? nextCompilerFileName(
        state.files.filter((entry) => entry.id !== id).map((entry) => entry.name),
        language,
      )
    : candidate;
  const untouched = file.code === HELLO_WORLD_PROGRAMS[file.language] || file.code.trim() === '';
  return updateFile(state, id, {
    language,
    name,
    code: untouched ? HELLO_WORLD_PROGRAMS[language] : file.code,
    output: null,
  });
}
