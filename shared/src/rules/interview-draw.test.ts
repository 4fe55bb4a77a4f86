import { describe, expect, it } from 'vitest';
import type { Difficulty } from '../contract/index.ts';
import { drawInterviewProblems, interviewPlan, type DrawCandidate } from './interview-draw.ts';
import { seededRandom } from './seeded-random.ts';

const make = (
  id: string,
  difficulty: Difficulty,
  solved = false,
  pattern = null,
): DrawCandidate => ({
  id,
  difficulty,
  pattern,
  solved,
});
const catalogue: DrawCandidate[] = [
  ...['e1', 'e2', 'e3'].map((id) => make(id, 'Easy')),
  ...['m1', 'm2', 'm3', 'm4'].map((id) => make(id, 'Medium')),
  ...['h1', 'h2'].map((id) => make(id, 'Hard')),
];
const difficultyOf = (id: string) => catalogue.find((candidate) => candidate.id === id)!.difficulty;

describe('interview draw', () => {
  it('draws 45 minutes of an Easy or Medium then a Medium', () => {
    const plan = interviewPlan({ format: 'pair' });
    expect(plan.minutes).toBe(45);
    for (let seed = 1; seed <= 50; seed += 1) {
      const ids = drawInterviewProblems(catalogue, plan, seededRandom(seed));
      expect(ids).toHaveLength(2);
      expect(new Set(ids).size).toBe(2);
      expect(['Easy', 'Medium']).toContain(difficultyOf(ids[0]!));
      expect(difficultyOf(ids[1]!)).toBe('Medium');
    }
  });

  it('draws 70 minutes of four problems of rising difficulty', () => {
    const plan = interviewPlan({ format: 'assessment' });
    expect(plan.minutes).toBe(70);
    const ids = drawInterviewProblems(catalogue, plan, seededRandom(7));
    expect(ids.map(difficultyOf)).toEqual(['Easy', 'Medium', 'Medium', 'Hard']);
  });

  it('draws a custom session from the chosen patterns only, in rising order', () => {
    const withPatterns: DrawCandidate[] = [
      { id: 'a', difficulty: 'Hard', pattern: 'two-pointers', solved: false },
      { id: 'b', difficulty: 'Easy', pattern: 'two-pointers', solved: false },
      { id: 'c', difficulty: 'Easy', pattern: 'sliding-window', solved: false },
    ];
    const plan = interviewPlan({
      format: 'custom',
      minutes: 30,
      problems: 3,
      patterns: ['two-pointers'],
    });
    expect(plan.minutes).toBe(30);
    expect(drawInterviewProblems(withPatterns, plan, seededRandom(3))).toEqual(['b', 'a']);
  });

  it('prefers problems the learner has not solved', () => {
    const mostlySolved = catalogue.map((candidate) => ({
      ...candidate,
      solved: candidate.id !== 'm3',
    }));
    for (let seed = 1; seed <= 30; seed += 1) {
      const ids = drawInterviewProblems(
        mostlySolved,
        interviewPlan({ format: 'pair' }),
        seededRandom(seed),
      );
      expect(ids).toContain('m3');
    }
  });

  it('falls back to solved problems, then any difficulty, when unsolved ones run out', () => {
    const small = [make('e1', 'Easy', true), make('h1', 'Hard')];
    expect(
      drawInterviewProblems(small, interviewPlan({ format: 'pair' }), seededRandom(1)),
    ).toEqual(['e1', 'h1']);
  });

  it('gives the same draw for the same seed, so a stored seed never redraws differently', () => {
    const plan = interviewPlan({ format: 'assessment' });
    const first = drawInterviewProblems(catalogue, plan, seededRandom(123456));
    expect(drawInterviewProblems(catalogue, plan, seededRandom(123456))).toEqual(first);
  });
});
