import { sql, type Kysely } from 'kysely';

/*
 * Every stored submission in today's shape, so that nothing reads an older one: cases judged
 * before 2026-11-24 kept `runtimeMs` and `error` where cases now keep `timeMs`, `memoryKb` and
 * `stderr` (and the earliest no `hidden`); Not Accepted rows judged before the `reason` column take their first failing case's.
 */

const failureReasons = [
  'Wrong Answer',
  'Time Limit Exceeded',
  'Memory Limit Exceeded',
  'Runtime Error',
  'Output Limit Exceeded',
  'Compilation Error',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update submissions set cases = (
      select coalesce(jsonb_agg(
        (c - 'runtimeMs' - 'error')
          || jsonb_build_object('timeMs', coalesce(c -> 'timeMs', c -> 'runtimeMs', '0'::jsonb))
          || jsonb_build_object('memoryKb', coalesce(c -> 'memoryKb', '0'::jsonb))
          || jsonb_build_object('hidden', coalesce(c -> 'hidden', 'false'::jsonb))
          || case when c ? 'error' and not c ? 'stderr'
               then jsonb_build_object('stderr', c -> 'error') else '{}'::jsonb end
        order by position), '[]'::jsonb)
      from jsonb_array_elements(cases) with ordinality as stored(c, position)
    )
    where exists (
      select from jsonb_array_elements(cases) as stored(c)
      where c ? 'runtimeMs' or c ? 'error' or not (c ? 'timeMs' and c ? 'memoryKb' and c ? 'hidden')
    )
  `.execute(db);
  await sql`
    update submissions set reason = (
      select c ->> 'reason' from jsonb_array_elements(cases) with ordinality as stored(c, position)
      where c ->> 'verdict' in ('Failed', 'Error')
        and c ->> 'reason' in (${sql.join(failureReasons)})
      order by position limit 1
    )
    where verdict = 'Not Accepted' and reason is null
  `.execute(db);
}

export async function down(): Promise<void> {
  // The older shapes are not written back: every reader understands only today's.
}
