import { describe, expect, it } from 'vitest';
import { verdictNotification } from './verdict-notification.ts';

describe('verdictNotification', () => {
  const verdict = { problemTitle: 'Two Sum', verdict: 'Accepted' };

  it('notifies only when the window is not focused', () => {
    expect(verdictNotification(verdict, false)).toEqual({ title: 'Two Sum', body: 'Accepted' });
    expect(verdictNotification(verdict, true)).toBeNull();
  });
});
