import { describe, expect, it } from 'vitest';
import { clockFace, clockMark, durationWords, secondsLeft } from './interview-time.ts';

describe('secondsLeft', () => {
  const endsAt = '2026-12-03T10:45:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('counts to the deadline on the server clock, not the device one', () => {
    expect(secondsLeft({ endsAt, clockOffsetMs: 0 }, at('2026-12-03T10:00:00.000Z'))).toBe(2700);
    // The device runs 10 minutes behind the server: 10 minutes fewer are left, not more.
    expect(secondsLeft({ endsAt, clockOffsetMs: 600_000 }, at('2026-12-03T09:50:00.000Z'))).toBe(
      2700,
    );
  });

  it('rounds a started second up and never goes below zero', () => {
    expect(secondsLeft({ endsAt, clockOffsetMs: 0 }, at('2026-12-03T10:44:59.500Z'))).toBe(1);
    expect(secondsLeft({ endsAt, clockOffsetMs: 0 }, at('2026-12-03T11:00:00.000Z'))).toBe(0);
  });
});

describe('clockFace', () => {
  it('shows minutes and seconds, and hours past one', () => {
    expect(clockFace(2699)).toBe('44:59');
    expect(clockFace(5)).toBe('00:05');
    expect(clockFace(4199)).toBe('1:09:59');
  });
});

describe('clockMark', () => {
  it('names the time left only at a few marks', () => {
    expect(clockMark(2700)).toBe('More than 10 minutes left.');
    expect(clockMark(601)).toBe('More than 10 minutes left.');
    expect(clockMark(600)).toBe('Under 10 minutes left.');
    expect(clockMark(299)).toBe('Under 5 minutes left.');
    expect(clockMark(59)).toBe('Under a minute left.');
    expect(clockMark(0)).toBe('Time is up.');
  });
});

describe('durationWords', () => {
  it('says seconds, minutes and hours plainly', () => {
    expect(durationWords(45)).toBe('45 s');
    expect(durationWords(200)).toBe('3 min 20 s');
    expect(durationWords(600)).toBe('10 min');
    expect(durationWords(3900)).toBe('1 h 5 min');
  });
});
