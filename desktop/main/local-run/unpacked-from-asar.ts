import { sep } from 'node:path';

/**
 * The path of a file electron-builder unpacked from the app's asar archive (`asarUnpack`):
 * Electron lets Node read inside `app.asar`, but another program (the C compiler) needs the copy
 * in `app.asar.unpacked`. A path outside an archive (a development build) is returned unchanged.
 */
export function unpackedFromAsar(path: string): string {
  return path.replace(`${sep}app.asar${sep}`, `${sep}app.asar.unpacked${sep}`);
}
