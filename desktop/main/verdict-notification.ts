import type { VerdictArrived } from '../preload/native-contract.ts';

/**
 * The system notification for a verdict, or null while the learner is looking at the window
 * (the page shows the verdict itself then). Titled with the problem, the verdict as its text.
 */
export function verdictNotification(
  verdict: VerdictArrived,
  windowFocused: boolean,
): { title: string; body: string } | null {
  if (windowFocused) return null;
  return { title: verdict.problemTitle, body: verdict.verdict };
}
