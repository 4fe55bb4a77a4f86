import type { Difficulty, InterviewPlan, InterviewStart, PatternId } from '../contract/index.ts';

/** One published problem as the draw sees it. */
export interface DrawCandidate {
  id: string;
  difficulty: Difficulty;
  pattern: PatternId | null;
  /** Whether this learner has an Accepted on it. */
  solved: boolean;
}

const rising: Difficulty[] = ['Easy', 'Medium', 'Hard'];

/**
 * The plan of a format: 45 minutes for an Easy or Medium then a Medium; 70 minutes for four of
 * rising difficulty (Easy, Medium, Medium, Hard, as general coding assessments run); a custom one
 * of its own length and count, any difficulty per slot, put in rising order once drawn.
 */
export function interviewPlan(start: InterviewStart): InterviewPlan {
  if (start.format === 'pair')
    return { minutes: 45, slots: [['Easy', 'Medium'], ['Medium']], patterns: [] };
  if (start.format === 'assessment')
    return {
      minutes: 70,
      slots: [['Easy'], ['Medium'], ['Medium'], ['Hard']],
      patterns: [],
    };
  return {
    minutes: start.minutes,
    slots: Array.from({ length: start.problems }, () => rising),
    patterns: start.patterns,
  };
}

/**
 * Draws a session's problems from the catalogue, one per slot, never twice: an unsolved problem
 * of an allowed difficulty first, then a solved one, then (a small catalogue) any difficulty, so
 * a session always has its count when the catalogue is big enough. `random` returns [0, 1), so
 * a seeded one gives the same draw. Returns fewer ids only when the pool runs out.
 */
export function drawInterviewProblems(
  candidates: readonly DrawCandidate[],
  plan: InterviewPlan,
  random: () => number,
): string[] {
  const pool = candidates.filter(
    (candidate) =>
      plan.patterns.length === 0 ||
      (candidate.pattern !== null && plan.patterns.includes(candidate.pattern)),
  );
  const taken = new Set<string>();
  const pick = (from: DrawCandidate[]) => {
    const open = from.filter((candidate) => !taken.has(candidate.id));
    if (open.length === 0) return undefined;
    return open[Math.floor(random() * open.length)];
  };
  const drawn: DrawCandidate[] = [];
  for (const slot of plan.slots) {
    const allowed = pool.filter((candidate) => slot.includes(candidate.difficulty));
    const choice =
      pick(allowed.filter((candidate) => !candidate.solved)) ??
      pick(allowed) ??
      pick(pool.filter((candidate) => !candidate.solved)) ??
      pick(pool);
    if (!choice) break;
    taken.add(choice.id);
    drawn.push(choice);
  }
  // Rising difficulty; the fixed formats' slots already rise, a stable sort keeps their order.
  return drawn
    .map((candidate, index) => ({ candidate, index }))
    .sort(
      (a, b) =>
        rising.indexOf(a.candidate.difficulty) - rising.indexOf(b.candidate.difficulty) ||
        a.index - b.index,
    )
    .map(({ candidate }) => candidate.id);
}
