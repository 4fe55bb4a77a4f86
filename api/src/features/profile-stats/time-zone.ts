import { z } from 'zod';

// IANA names only (Area/City, UTC, Etc/GMT+5): PostgreSQL reads a bare offset such as '+01:00'
// as a POSIX zone with the opposite sign, so offsets are refused rather than misread.
const zoneName = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

// A formatter per zone, made once: building an Intl.DateTimeFormat costs more than the rest of a
// cached heatmap read. Only valid names get one, and at most this many (Intl also accepts any
// mix of upper and lower case, so the names a client may send are not few).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const keptFormats = 1000;

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormats.size < keptFormats) dayFormats.set(timeZone, format);
  }
  return format;
}

/** True for a time zone name both Intl and PostgreSQL read the same way. */
export function isTimeZone(name: string): boolean {
  if (dayFormats.has(name)) return true;
  if (!zoneName.test(name)) return false;
  try {
    dayFormatOf(name);
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
  return dayFormatOf(timeZone).format(now);
}
