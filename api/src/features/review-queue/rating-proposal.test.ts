import { describe, expect, it } from 'vitest';
import { proposeRating, type SolveSignals } from './rating-proposal.ts';

const clean: SolveSignals = {
  hintsOpened: 0,
  editorialOpened: false,
  failedSubmissions: 0,
  minutesTaken: 0,
  difficulty: 'Medium',
};

describe('proposeRating', () => {
  it('proposes Easy for a first-try solve without help', () => {
    expect(proposeRating(clean)).toEqual({
      rating: 'Easy',
      reasons: ['accepted at the first try, without help'],
    });
  });

  it('proposes Again once the editorial was seen, whatever else happened', () => {
    expect(proposeRating({ ...clean, editorialOpened: true }).rating).toBe('Again');
    expect(proposeRating({ ...clean, editorialOpened: true, hintsOpened: 1 }).reasons).toEqual([
      'you opened the editorial',
      'you opened 1 hint',
    ]);
  });

  it('proposes Hard after two hints, three failures or more than twice the usual time', () => {
    expect(proposeRating({ ...clean, hintsOpened: 2 }).rating).toBe('Hard');
    expect(proposeRating({ ...clean, failedSubmissions: 3 }).rating).toBe('Hard');
    expect(proposeRating({ ...clean, minutesTaken: 61 }).rating).toBe('Hard');
    expect(proposeRating({ ...clean, minutesTaken: 61, difficulty: 'Hard' }).rating).toBe('Good');
  });

  it('proposes Good after one hint, a failure or more than half the usual time', () => {
    expect(proposeRating({ ...clean, hintsOpened: 1 })).toEqual({
      rating: 'Good',
      reasons: ['you opened 1 hint'],
    });
    expect(proposeRating({ ...clean, failedSubmissions: 2 }).reasons).toEqual([
      '2 submissions were not accepted',
    ]);
    expect(proposeRating({ ...clean, minutesTaken: 16 }).rating).toBe('Good');
    expect(proposeRating({ ...clean, minutesTaken: 14 }).rating).toBe('Easy');
    expect(proposeRating({ ...clean, minutesTaken: 8, difficulty: 'Easy' }).rating).toBe('Good');
  });
});
