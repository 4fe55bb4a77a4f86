import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` aside and renames it over `file`, so a crash never leaves half a file. Throws the
 * write's error (read-only file system or folder, full disk) with nothing left beside `file`.
 */
export function writeFileAtomically(file: string, text: string, mode = 0o644): void {
  const partial = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(partial, text, { mode });
    renameSync(partial, file);
  } catch (error) {
    try {
      rmSync(partial, { force: true });
    } catch {
      // In a read-only folder nothing was written aside, so there is nothing to remove.
    }
    throw error;
  }
}
