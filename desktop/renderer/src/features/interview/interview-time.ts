/** Whole seconds left before `endsAt` on the server's clock (device time plus its offset), never below 0. */
export function secondsLeft(
  session: { endsAt: string; clockOffsetMs: number },
  deviceNow: number = Date.now(),
): number {
  const left = Date.parse(session.endsAt) - (deviceNow + session.clockOffsetMs);
  return Math.max(0, Math.ceil(left / 1000));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A countdown's face: 44:59, or 1:09:59 past an hour. */
export function clockFace(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}`
    : `${twoDigits(minutes)}:${twoDigits(rest)}`;
}

/**
 * What a screen reader hears, which changes only at a few marks so it never ticks at the learner:
 * more than 10 minutes, then under 10, under 5 and under a minute.
 */
export function clockMark(seconds: number): string {
  if (seconds === 0) return 'Time is up.';
  if (seconds <= 60) return 'Under a minute left.';
  if (seconds <= 300) return 'Under 5 minutes left.';
  if (seconds <= 600) return 'Under 10 minutes left.';
  return 'More than 10 minutes left.';
}

/** A span of seconds in words: 45 s, 3 min 20 s, 1 h 5 min. */
export function durationWords(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60)
    return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
