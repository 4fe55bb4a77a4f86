import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { windowStateStoreSchema, type WindowStateStore } from './window-state.ts';
import { writeFileAtomically } from './write-file-atomically.ts';

/** The saved window states, or none when the file is missing, unreadable or not ours. */
export function readWindowStateFile(path: string): WindowStateStore {
  try {
    const parsed = windowStateStoreSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // A missing or damaged file only means the window opens at its default place.
  }
  return { setups: {} };
}

/**
 * Writes the states atomically (a crash mid-write leaves the previous file). Answers whether they
 * were kept: an unwritable folder or a full disk only means the next window opens where it did
 * this time, never an error while the window closes.
 */
export function writeWindowStateFile(path: string, store: WindowStateStore): boolean {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileAtomically(path, JSON.stringify(store));
    return true;
  } catch {
    return false;
  }
}
