import { describe, expect, it } from 'vitest';
import { bubblewrapArgs } from './bubblewrap-args.ts';

const input = {
  request: {
    workDir: '/srv/judge/submission-1',
    argv: ['./main'],
    env: { EXTRA: 'value' },
    readOnlyDirs: ['/srv/judge/cache'],
    limits: {
      cpuMs: 1000,
      wallMs: 2000,
      memoryMb: 256,
      outputBytes: 1024,
      processes: 8,
      fileSizeMb: 32,
    },
  },
  supportFiles: [
    { sandboxPath: '/.zencode/supervisor', executable: true },
    { sandboxPath: '/etc/passwd' },
    { sandboxPath: '/etc/group' },
  ],
};

/** The [source, destination] pairs of every bind mount. */
function binds(args: string[]): string[][] {
  return args.flatMap((arg, i) =>
    /^--(ro-)?bind(-try)?$/.test(arg) ? [[args[i + 1]!, args[i + 2]!]] : [],
  );
}

describe('bubblewrapArgs', () => {
  const args = bubblewrapArgs({ ...input, features: { disableUserns: true, tmpfsSize: true } });

  it('binds the work dir at /work read-write and read-only dirs at their own path', () => {
    const pairs = binds(args);
    expect(args[args.indexOf('/srv/judge/submission-1') - 1]).toBe('--bind');
    expect(pairs).toContainEqual(['/srv/judge/submission-1', '/work']);
    expect(args[args.indexOf('/srv/judge/cache') - 1]).toBe('--ro-bind');
    expect(args.slice(-6)).toEqual([
      '--remount-ro',
      '/dev',
      '--remount-ro',
      '/',
      '--chdir',
      '/work',
    ]);
    const readOnly = bubblewrapArgs({
      ...input,
      request: { ...input.request, readOnlyWorkDir: true },
      features: { disableUserns: true, tmpfsSize: true },
    });
    expect(readOnly[readOnly.indexOf('/srv/judge/submission-1') - 1]).toBe('--ro-bind');
  });

  it('never exposes the host home, root, passwd, shadow or var', () => {
    const sources = binds(args).map(([source]) => source!);
    for (const secret of ['/home', '/root', '/etc/shadow', '/etc/passwd', '/var', '/']) {
      expect(sources).not.toContain(secret);
    }
  });

  it('copies the support files in from descriptors instead of binding host paths', () => {
    const copies = args.flatMap((arg, i) =>
      arg === '--file' ? [[args[i - 1], args[i + 1], args[i + 2]]] : [],
    );
    expect(copies).toEqual([
      ['0555', '12', '/.zencode/supervisor'],
      ['0444', '13', '/etc/passwd'],
      ['0444', '14', '/etc/group'],
    ]);
    const destinations = binds(args).map(([, destination]) => destination);
    expect(destinations).not.toContain('/.zencode/supervisor');
    expect(destinations).not.toContain('/etc/passwd');
  });

  it('starts from an empty environment with the request env added', () => {
    expect(args).toContain('--clearenv');
    const setenv = args.flatMap((arg, i) => (arg === '--setenv' ? [args[i + 1]] : []));
    expect(setenv.sort()).toEqual(['EXTRA', 'HOME', 'LANG', 'PATH']);
  });

  it('uses the optional flags only when this bwrap has them', () => {
    expect(args).toContain('--disable-userns');
    expect(args[args.indexOf('/tmp') - 2]).toBe(String(128 * 1024 * 1024));
    expect(args[args.indexOf('/dev/shm') - 2]).toBe(String(16 * 1024 * 1024));
    const old = bubblewrapArgs({ ...input, features: { disableUserns: false, tmpfsSize: false } });
    expect(old).not.toContain('--disable-userns');
    expect(old).not.toContain('--size');
    expect(old).not.toContain('/dev/shm');
  });
});
