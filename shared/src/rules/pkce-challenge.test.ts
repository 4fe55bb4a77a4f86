import { describe, expect, it } from 'vitest';
import { pkceChallenge } from './pkce-challenge.ts';

describe('pkceChallenge', () => {
  it('matches the example of RFC 7636, appendix B', async () => {
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
