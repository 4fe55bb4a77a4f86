import { describe, expect, it } from 'vitest';
import { earlierAccepted } from './earlier-accepted.ts';

const openedAt = '2026-11-26T10:00:00.000Z';

describe('earlierAccepted', () => {
  it('is the newest Accepted submission sent before the page opened', () => {
    const submissions = [
      { _id: 'review', verdict: 'Accepted', submittedAt: '2026-11-26T10:05:00.000Z' },
      { _id: 'failed', verdict: 'Not Accepted', submittedAt: '2026-11-25T09:00:00.000Z' },
      { _id: 'newer', verdict: 'Accepted', submittedAt: '2026-11-24T09:00:00.000Z' },
      { _id: 'older', verdict: 'Accepted', submittedAt: '2026-11-20T09:00:00.000Z' },
    ] as const;
    expect(earlierAccepted(submissions, openedAt)).toBe('newer');
  });

  it('is none without an Accepted submission from before', () => {
    const submissions = [
      { _id: 'review', verdict: 'Accepted', submittedAt: '2026-11-26T10:05:00.000Z' },
      { _id: 'failed', verdict: 'Not Accepted', submittedAt: '2026-11-25T09:00:00.000Z' },
    ] as const;
    expect(earlierAccepted(submissions, openedAt)).toBeNull();
    expect(earlierAccepted([], openedAt)).toBeNull();
  });
});
