import { mkdtempSync, rmSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertReadableBySandboxUser, sandboxHostUserFor } from './sandbox-user.ts';

describe('sandboxHostUserFor', () => {
  it('gives each work dir its own stable unprivileged id when root, none otherwise', () => {
    const first = sandboxHostUserFor('/srv/judge/a');
    if (process.getuid?.() !== 0) {
      expect(first).toBeNull();
      return;
    }
    expect(first).not.toBeNull();
    expect(first!.uid).toBeGreaterThanOrEqual(65534);
    expect(sandboxHostUserFor('/srv/judge/a/')).toEqual(first);
    expect(sandboxHostUserFor('/srv/judge/b')).not.toEqual(first);
  });
});

describe('assertReadableBySandboxUser', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zc-user-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const stranger = { uid: 1_700_000_001, gid: 1_700_000_001 };

  it('refuses a directory the sandbox user cannot read, naming the fix', async () => {
    await chmod(dir, 0o700);
    await expect(assertReadableBySandboxUser([dir], stranger)).rejects.toThrow(/chmod o\+rx/);
    await chmod(dir, 0o755);
    await expect(assertReadableBySandboxUser([dir], stranger)).resolves.toBeUndefined();
  });

  it('checks nothing when programs run as the server user', async () => {
    await chmod(dir, 0o700);
    await expect(assertReadableBySandboxUser([dir], null)).resolves.toBeUndefined();
  });
});
