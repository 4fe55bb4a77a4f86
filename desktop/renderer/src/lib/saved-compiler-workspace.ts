import { savedCompilerFileSchema, type SavedCompilerWorkspace } from '@zencode/shared/contract';

/** Where the web app keeps the online compiler's files (and older desktop versions did). */
export const compilerStorageKey = 'zencode:compiler';

/** A file as saved, or, when only its output cannot be read, the file without it. */
function readFile(saved: unknown) {
  const file = savedCompilerFileSchema.safeParse(saved);
  if (file.success) return file.data;
  if (typeof saved !== 'object' || saved === null) return null;
  const withoutOutput = savedCompilerFileSchema.safeParse({ ...saved, output: null });
  return withoutOutput.success ? withoutOutput.data : null;
}

/**
 * Reads the compiler's files back as the page saved them: every file that can be read (one whose
 * output cannot be read keeps its code), the open one, the stdin; null when no file can be read.
 * `complete` says whether every saved file came back, so a move knows what it may remove.
 */
export function parseSavedCompilerWorkspace(text: string | null): {
  workspace: SavedCompilerWorkspace | null;
  complete: boolean;
} {
  let saved: { files?: unknown; activeId?: unknown; input?: unknown };
  try {
    const parsed: unknown = JSON.parse(text ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return { workspace: null, complete: false };
    saved = parsed;
  } catch {
    return { workspace: null, complete: false };
  }
  const entries = Array.isArray(saved.files) ? (saved.files as unknown[]) : [];
  const files = entries.flatMap((entry) => {
    const file = readFile(entry);
    return file ? [file] : [];
  });
  if (files.length === 0) return { workspace: null, complete: false };
  const activeId = files.find((file) => file.id === saved.activeId)?.id ?? files[0]!.id;
  const input = typeof saved.input === 'string' ? saved.input : '';
  return {
    workspace: { files, activeId, input },
    complete: files.length === entries.length && input === saved.input,
  };
}
