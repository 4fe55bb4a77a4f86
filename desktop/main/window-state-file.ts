import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { windowStateStoreSchema, type WindowStateStore } from './window-state.ts';

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

/** Writes the states atomically (a crash mid-write leaves the previous file). */
export function writeWindowStateFile(path: string, store: WindowStateStore): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, JSON.stringify(store));
  renameSync(temporary, path);
}
