import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mimeTypeFor, resolveAppFile } from './app-protocol.ts';

const rendererDir = resolve('/srv/zencode/out/renderer');
const existing = new Set([
  join(rendererDir, 'index.html'),
  join(rendererDir, 'assets', 'index-abc123.js'),
  join(rendererDir, 'preview-dark.png'),
  join(rendererDir, '.secret'),
]);
const isFile = (path: string) => existing.has(path);
const index = join(rendererDir, 'index.html');

describe('resolveAppFile', () => {
  it('serves existing files from the renderer directory', () => {
    expect(resolveAppFile(rendererDir, 'app://zencode/assets/index-abc123.js', isFile)).toEqual({
      kind: 'file',
      path: join(rendererDir, 'assets', 'index-abc123.js'),
    });
    expect(resolveAppFile(rendererDir, 'app://zencode/preview-dark.png?v=2#top', isFile)).toEqual({
      kind: 'file',
      path: join(rendererDir, 'preview-dark.png'),
    });
  });

  it('serves index.html for the root and for router paths', () => {
    for (const url of [
      'app://zencode/',
      'app://zencode',
      'app://zencode/problems/two-sum',
      'app://zencode/profile/ada_l',
    ]) {
      expect(resolveAppFile(rendererDir, url, isFile)).toEqual({ kind: 'file', path: index });
    }
  });

  it('falls back to index.html for unknown files and hidden files', () => {
    expect(resolveAppFile(rendererDir, 'app://zencode/assets/missing.js', isFile)).toEqual({
      kind: 'file',
      path: index,
    });
    expect(resolveAppFile(rendererDir, 'app://zencode/.secret', isFile)).toEqual({
      kind: 'file',
      path: index,
    });
  });

  it('refuses paths that escape the renderer directory', () => {
    for (const url of [
      'app://zencode/..%2F..%2Fetc%2Fpasswd',
      'app://zencode/assets/..%2F..%2F..%2Fmain%2Findex.js',
      'app://zencode/%2e%2e%2f%2e%2e%2fsecrets.json',
      'app://zencode/..%5c..%5cwindows',
      'app://zencode/index.html%00.png',
    ]) {
      expect(resolveAppFile(rendererDir, url, isFile), url).toEqual({ kind: 'refused' });
    }
  });

  it('keeps dot segments that the URL parser normalises inside the directory', () => {
    expect(resolveAppFile(rendererDir, 'app://zencode/../../etc/passwd', isFile)).toEqual({
      kind: 'file',
      path: index,
    });
  });

  it('refuses other hosts, other schemes and malformed escapes', () => {
    expect(resolveAppFile(rendererDir, 'app://evil/index.html', isFile)).toEqual({
      kind: 'refused',
    });
    expect(resolveAppFile(rendererDir, 'file:///etc/passwd', isFile)).toEqual({ kind: 'refused' });
    expect(resolveAppFile(rendererDir, 'app://zencode/%E0%A4%A', isFile)).toEqual({
      kind: 'refused',
    });
  });
});

describe('mimeTypeFor', () => {
  it('names the types the renderer ships', () => {
    expect(mimeTypeFor('/x/index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeFor('/x/assets/a.JS')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeFor('/x/preview-light.png')).toBe('image/png');
    expect(mimeTypeFor('/x/blob')).toBe('application/octet-stream');
  });
});
