import type { InterviewSession } from '@zencode/shared/contract';

/** How each format is named on the pages. */
export const formatNames: Readonly<Record<InterviewSession['format'], string>> = {
  pair: '45 minutes, two problems',
  assessment: '70 minutes, four problems',
  custom: 'Custom',
};

/** A session's format in words: the custom one with its own length and count. */
export function formatLabel(session: Pick<InterviewSession, 'format' | 'minutes' | 'problems'>) {
  if (session.format !== 'custom') return formatNames[session.format];
  const count = session.problems.length;
  return `Custom: ${session.minutes} minutes, ${count} problem${count === 1 ? '' : 's'}`;
}

/** When a session started, in the learner's words. */
export const startedWhen = (session: Pick<InterviewSession, 'startedAt'>) =>
  new Date(session.startedAt).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
