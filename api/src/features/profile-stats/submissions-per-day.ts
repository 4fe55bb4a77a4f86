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
 * The heatmap: the user's activity per calendar day in `timeZone` — submissions, and reviews from
 * the review schedule given up (a review solved again is a submission already) — one entry for
 * each of the HEATMAP_DAYS days ending `today` (that zone's date), 0 where nothing happened.
 * Reads one range of submissions_user_idx and of review_logs_card_idx.
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
    select to_char((at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
      count(*)::int as count
    from (
      select created_at as at from submissions where user_id = ${userId}
      union all
      select reviewed_at from review_logs where user_id = ${userId} and submission_id is null
    ) as activity
    where at >= (${firstDay}::date::timestamp at time zone ${timeZone})
      and at < (${dayAfter}::date::timestamp at time zone ${timeZone})
    group by 1
  `.execute(db);
  return heatmapDays(rows, today);
}
