import { describe, expect, it } from 'vitest';
import { languageIds } from '../../contract/signature.ts';
import type { Language } from './registry.ts';
import { probeToolchains, toolchainVersion } from './probe-toolchains.ts';
import { languages } from './registry.ts';

describe('probeToolchains', () => {
  it('reports every contract language with a version when its toolchain is installed', async () => {
    const statuses = await probeToolchains();
    expect(statuses.map((status) => status.id).sort()).toEqual([...languageIds].sort());
    for (const status of statuses) {
      expect(status).toMatchObject({
        available: true,
        version: expect.stringMatching(/^\d+(\.\d+)+/),
      });
    }
  });

  it('reports a missing toolchain as unavailable instead of throwing', async () => {
    // An id of its own so the per-process probe cache cannot answer for a real language.
    const missing = {
      ...languages[0]!,
      id: 'missing',
      versionProbe: { argv: ['/nonexistent/cc', '--version'], pattern: /(\d+)/ },
    } as unknown as Language;
    expect(await toolchainVersion(missing)).toBeNull();
  });
});
