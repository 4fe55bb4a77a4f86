import {
  COMPILER_PAGE_LANGUAGES,
  HELLO_WORLD_PROGRAMS,
  LANGUAGE_FILE_EXTENSIONS,
} from '@zencode/shared/contract';
import { nextCompilerFileName } from '@zencode/shared/rules';

export type CompilerLanguage = (typeof COMPILER_PAGE_LANGUAGES)[number];

/** What a run printed, kept per file (spec: output is kept per file). */
export interface CompilerOutput {
  stdout: string;
  /** The error text shown in red: compiler message, stderr or why the run failed. */
  error: string;
  success: boolean;
  /** Where the desktop app ran it ("Ran on this computer: Python 3.11.2"); absent on the web. */
  ranOn?: string;
}

/** A compiler tab (client only): name, language, code, its last output. */
export interface CompilerFile {
  id: string;
  name: string;
  language: CompilerLanguage;
  code: string;
  output: CompilerOutput | null;
}

export interface CompilerState {
  files: CompilerFile[];
  activeId: string;
  /** The stdin sent with Run. */
  input: string;
}

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

const isLanguage = (value: unknown): value is CompilerLanguage =>
  (COMPILER_PAGE_LANGUAGES as readonly unknown[]).includes(value);

/** Reads saved files back, dropping anything malformed; null when nothing usable was saved. */
export function parseCompilerState(text: string | null): CompilerState | null {
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as Partial<CompilerState>;
    const files = (Array.isArray(saved.files) ? saved.files : []).filter(
      (file): file is CompilerFile =>
        typeof file === 'object' &&
        file !== null &&
        typeof file.id === 'string' &&
        typeof file.name === 'string' &&
        typeof file.code === 'string' &&
        isLanguage(file.language),
    );
    if (files.length === 0) return null;
    const activeId = files.some((file) => file.id === saved.activeId)
      ? saved.activeId!
      : files[0]!.id;
    return {
      files: files.map((file) => ({ ...file, output: file.output ?? null })),
      activeId,
      input: typeof saved.input === 'string' ? saved.input : '',
    };
  } catch {
    return null;
  }
}
