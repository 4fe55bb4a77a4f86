import { describe, expect, it } from 'vitest';
import { nextDayStart, todayIn } from './time-zone.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('nextDayStart', () => {
  it('is the next midnight in the zone, on a quarter hour for every offset', () => {
    expect(iso(nextDayStart('UTC', at('2026-11-24T12:31:00Z')))).toBe('2026-11-25T00:00:00.000Z');
    expect(iso(nextDayStart('Europe/Paris', at('2026-11-24T12:31:00Z')))).toBe(
      '2026-11-24T23:00:00.000Z',
    );
    expect(iso(nextDayStart('Asia/Kolkata', at('2026-11-24T18:29:59Z')))).toBe(
      '2026-11-24T18:30:00.000Z',
    );
    expect(iso(nextDayStart('Asia/Kathmandu', at('2026-11-24T12:00:00Z')))).toBe(
      '2026-11-24T18:15:00.000Z',
    );
    expect(iso(nextDayStart('Pacific/Chatham', at('2026-11-24T00:00:00Z')))).toBe(
      '2026-11-24T10:15:00.000Z',
    );
  });

  it('is strictly later, at midnight itself and across daylight-saving changes', () => {
    // At midnight, the next day starts a whole day later.
    expect(iso(nextDayStart('UTC', at('2026-11-25T00:00:00Z')))).toBe('2026-11-26T00:00:00.000Z');
    // Paris falls back on 25 October 2026: that day lasts 25 hours.
    expect(iso(nextDayStart('Europe/Paris', at('2026-10-24T22:00:00Z')))).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    // Santiago springs forward at midnight (6 September 2026): the day after starts at 01:00.
    const santiago = nextDayStart('America/Santiago', at('2026-09-05T12:00:00Z'));
    expect(todayIn('America/Santiago', new Date(santiago - 1))).toBe('2026-09-05');
    expect(todayIn('America/Santiago', new Date(santiago))).toBe('2026-09-06');
  });

  it('answers every instant of one day alike, from what it found first', () => {
    const first = nextDayStart('Asia/Tokyo', at('2026-11-24T01:00:00Z'));
    expect(nextDayStart('Asia/Tokyo', at('2026-11-24T14:59:59Z'))).toBe(first);
    expect(nextDayStart('Asia/Tokyo', at('2026-11-24T00:30:00Z'))).toBe(first);
    expect(nextDayStart('Asia/Tokyo', first)).toBe(first + 24 * 60 * 60 * 1000);
  });
});
