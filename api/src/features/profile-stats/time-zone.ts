import { z } from 'zod';

// IANA names only (Area/City, UTC, Etc/GMT+5): PostgreSQL reads a bare offset such as '+01:00'
// as a POSIX zone with the opposite sign, so offsets are refused rather than misread.
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** True for a time zone name both Intl and PostgreSQL read the same way. */
export function isTimeZone(name: string): boolean {
  if (!zoneName.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `?tz=Area/City`: the viewer's time zone, UTC when left out. */
export const timeZoneQuerySchema = z.object({
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, { message: 'Unknown time zone; send an IANA name such as Europe/Paris.' })
    .default('UTC'),
});

/** Today's calendar date ('YYYY-MM-DD') in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
