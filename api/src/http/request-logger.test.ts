import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-logger.ts';

describe('loggablePath', () => {
  it('redacts reset tokens', () => {
    expect(loggablePath('/api/auth/validate-reset-token/abc123secret')).toBe(
      '/api/auth/validate-reset-token/[redacted]',
    );
  });

  it('keeps ordinary paths', () => {
    expect(loggablePath('/api/problems/two-sum')).toBe('/api/problems/two-sum');
  });
});
