import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const library = new URL('./debian-backports.sh', import.meta.url).pathname;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An /etc/apt of fixture files: `sources.list` and `sources.list.d/<name>`. */
function aptRoot(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'zencode-apt-'));
  mkdirSync(join(root, 'sources.list.d'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

function entry(dir: string) {
  const result = spawnSync(
    'bash',
    ['-c', 'source "$0" && debian_backports_entry "$1"', library, dir],
    { encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('debian_backports_entry', () => {
  it("takes the archive and keyring of the machine's deb822 bookworm source", () => {
    const dir = aptRoot({
      'sources.list.d/a-security.sources':
        'Types: deb\nURIs: http://security.mirror.test/debian-security\nSuites: bookworm-security\nComponents: main\n',
      'sources.list.d/debian.sources': [
        'Types: deb deb-src',
        '# a comment inside the paragraph',
        'URIs: http://mirror.test/debian http://other.test/debian',
        'Suites: bookworm bookworm-updates',
        'Components: main',
        'Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg',
        '',
      ].join('\n'),
    });
    expect(entry(dir)).toEqual({
      status: 0,
      stdout:
        'Types: deb\nURIs: http://mirror.test/debian\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n',
      stderr: '',
    });
  });

  it('reads a one-line sources.list, options and all, when there is no deb822 file', () => {
    const dir = aptRoot({
      'sources.list': [
        '# deb http://commented.test/debian bookworm main',
        'deb-src http://src.test/debian bookworm main',
        'deb http://security.test/debian-security bookworm-security main',
        'deb [arch=amd64 signed-by=/etc/apt/keyrings/debian.gpg] http://one.test/debian bookworm main contrib',
      ].join('\n'),
    });
    expect(entry(dir).stdout).toBe(
      'Types: deb\nURIs: http://one.test/debian\nSuites: bookworm-backports\nComponents: main\nSigned-By: /etc/apt/keyrings/debian.gpg\n',
    );
  });

  it('leaves Signed-By out when the source names no keyring (apt then uses its trusted keys)', () => {
    const dir = aptRoot({ 'sources.list': 'deb http://plain.test/debian bookworm main\n' });
    expect(entry(dir).stdout).toBe(
      'Types: deb\nURIs: http://plain.test/debian\nSuites: bookworm-backports\nComponents: main\n',
    );
  });

  it('fails with a message, printing no entry, when no source carries bookworm', () => {
    const dir = aptRoot({
      'sources.list.d/backports.sources':
        'Types: deb\nURIs: http://mirror.test/debian\nSuites: bookworm-backports\nComponents: main\n',
      'sources.list': 'deb http://mirror.test/debian trixie main\n',
    });
    const result = entry(dir);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain("No apt source of Debian's bookworm suite");
  });
});
