import { HEATMAP_DAYS, type HeatmapEntry } from '@zencode/shared/contract';
import { heatmapDays } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

const DAY_MS = 86_400_000;

/** The calendar date `days` before `date` ('YYYY-MM-DD'). */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The heatmap: the user's submissions per calendar day in `timeZone`, one entry for each of the
 * HEATMAP_DAYS days ending `today` (that zone's date), 0 where nothing was submitted. Reads one
 * range of submissions_user_idx.
 */
export async function submissionsPerDay(
  db: Db,
  userId: string,
  timeZone: string,
  today: string,
): Promise<HeatmapEntry[]> {
  const firstDay = daysBefore(today, HEATMAP_DAYS - 1);
  const dayAfter = daysBefore(today, -1);
  const { rows } = await sql<HeatmapEntry>`
    select to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
      count(*)::int as count
    from submissions
    where user_id = ${userId}
      and created_at >= (${firstDay}::date::timestamp at time zone ${timeZone})
      and created_at < (${dayAfter}::date::timestamp at time zone ${timeZone})
    group by 1
  `.execute(db);
  return heatmapDays(rows, today);
}
