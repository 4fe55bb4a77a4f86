import { describe, expect, it } from 'vitest';
import { bubblewrapSkipReason, skipReason } from './skip-reason.ts';

const missing = { bwrapPath: '/nonexistent/bwrap' };

describe('skipReason', () => {
  it('lets a test skip, saying why, outside CI', () => {
    expect(skipReason('g++ is not installed', {})).toBe('g++ is not installed');
    expect(skipReason('g++ is not installed', { CI: 'false' })).toBe('g++ is not installed');
  });

  it('fails instead under CI=true', () => {
    expect(() => skipReason('g++ is not installed', { CI: 'true' })).toThrow(
      'g++ is not installed, and CI=true requires these tests to run',
    );
  });
});

describe('bubblewrapSkipReason', () => {
  it('names why the sandbox tests skip on a machine without a usable bubblewrap', async () => {
    await expect(bubblewrapSkipReason(missing, {})).resolves.toMatch(
      /^bubblewrap unavailable: .*\/nonexistent\/bwrap/,
    );
  });

  it('fails instead of skipping under CI=true', async () => {
    await expect(bubblewrapSkipReason(missing, { CI: 'true' })).rejects.toThrow(
      /^bubblewrap unavailable: .*CI=true requires these tests to run/,
    );
  });
});
