import { describe, expect, it } from 'vitest';
import { bubblewrapSkipReason } from '../test/skip-reason.ts';
import { detectSandbox } from './detect-sandbox.ts';

describe('detectSandbox', () => {
  it('falls back to the process sandbox, loudly, when bwrap does not work', async () => {
    const warnings: string[] = [];
    const sandbox = await detectSandbox({
      bwrapPath: '/nonexistent/bwrap',
      warn: (message) => warnings.push(message),
    });
    expect(sandbox).toMatchObject({ kind: 'process', isolated: false });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/WARNING: bubblewrap is not usable .*\/nonexistent\/bwrap/);
  });

  it('picks bubblewrap when a trial run works', async (ctx) => {
    const skipReason = await bubblewrapSkipReason();
    if (skipReason !== null) ctx.skip(skipReason);
    const warnings: string[] = [];
    const sandbox = await detectSandbox({ warn: (message) => warnings.push(message) });
    expect(sandbox).toMatchObject({ kind: 'bubblewrap', isolated: true });
    expect(warnings).toEqual([]);
  });
});
