import { relative } from 'node:path';
import { repoRoot } from '../config.ts';

/** A path as messages show it: relative to the repository when inside it (api/catalog/…). */
export function shownPath(path: string): string {
  const inRepo = relative(repoRoot, path);
  return inRepo && !inRepo.startsWith('..') ? inRepo : path;
}
