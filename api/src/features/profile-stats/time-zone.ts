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

/** Every zone's offset is a whole number of quarter hours, so its days start on one. */
const quarterHourMs = 15 * 60 * 1000;
/** Per zone: from `from` to `until`, nextDayStart answers `until`. */
const dayBounds = new Map<string, { from: number; until: number }>();
/** Longer than any calendar day: 25 hours at a daylight-saving change, 48 when a zone repeated a
 * date moving across the date line. */
const longestDayMs = 49 * 60 * 60 * 1000;

/**
 * The first instant (ms since the epoch) after `now` at which todayIn(timeZone) is no longer
 * today's date: the next midnight there, found among the UTC quarter hours, as every offset in
 * the time zone database is a multiple of 15 minutes (Asia/Kathmandu +05:45 included).
 */
export function nextDayStart(timeZone: string, now: number = Date.now()): number {
  const known = dayBounds.get(timeZone);
  if (known && known.from <= now && now < known.until) return known.until;
  const today = todayIn(timeZone, new Date(now));
  let at = (Math.floor(now / quarterHourMs) + 1) * quarterHourMs;
  const last = now + longestDayMs;
  while (at < last && todayIn(timeZone, new Date(at)) === today) at += quarterHourMs;
  // Every read of this zone's day until then gets the same answer without the search.
  if (dayBounds.size >= keptFormats) dayBounds.clear();
  dayBounds.set(timeZone, { from: now, until: at });
  return at;
}
