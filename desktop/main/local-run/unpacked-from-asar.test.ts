import { describe, expect, it } from 'vitest';
import { unpackedFromAsar } from './unpacked-from-asar.ts';

describe('unpackedFromAsar', () => {
  it('points into app.asar.unpacked for a file packed in the app archive', () => {
    expect(unpackedFromAsar('/opt/ZenCode/resources/app.asar/out/main/supervisor.c')).toBe(
      '/opt/ZenCode/resources/app.asar.unpacked/out/main/supervisor.c',
    );
  });

  it('leaves a path outside an archive as it is', () => {
    for (const path of ['/home/ada/zencode/out/main/supervisor.c', '/srv/app.asar.unpacked/x.c'])
      expect(unpackedFromAsar(path)).toBe(path);
  });
});
