import type { Difficulty, Problem } from '@zencode/shared/contract';
import { problemIdPattern } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db, ProblemRow } from '../../db/index.ts';

export interface ProblemFilter {
  /** Case-insensitive, on name or statement. */
  search?: string;
  difficulty?: Difficulty;
  tag?: string;
}

/** A database row in the contract's shape (`_id` is the slug). */
export function toProblem(
  row: Pick<ProblemRow, 'id' | 'name' | 'statement' | 'code' | 'difficulty' | 'tags'>,
): Problem {
  return {
    _id: row.id,
    name: row.name,
    statement: row.statement,
    code: row.code,
    difficulty: row.difficulty,
    tags: row.tags,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Published problems in catalogue order, filtered. */
export async function listPublishedProblems(
  db: Db,
  filter: ProblemFilter = {},
): Promise<Problem[]> {
  let query = db
    .selectFrom('problems')
    .select(['id', 'name', 'statement', 'code', 'difficulty', 'tags'])
    .where('status', '=', 'published');
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb('statement', 'ilike', pattern)]),
    );
  }
  if (filter.difficulty) query = query.where('difficulty', '=', filter.difficulty);
  if (filter.tag) {
    const tag = filter.tag.toLowerCase();
    query = query.where(
      sql<boolean>`exists (select 1 from unnest(tags) t where lower(t) = ${tag})`,
    );
  }
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map(toProblem);
}

/** How many problems are published. */
export async function countPublishedProblems(db: Db): Promise<number> {
  const { count } = await db
    .selectFrom('problems')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** One published problem by its slug, or undefined. */
export async function findPublishedProblem(db: Db, id: string): Promise<Problem | undefined> {
  if (!problemIdPattern.test(id)) return undefined;
  const row = await db
    .selectFrom('problems')
    .select(['id', 'name', 'statement', 'code', 'difficulty', 'tags'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row && toProblem(row);
}

/**
 * One problem by its slug: published ones for everybody, drafts too when `includeDrafts` (admins).
 * Deleted problems are never found.
 */
export async function findVisibleProblem(
  db: Db,
  id: string,
  options: { includeDrafts: boolean },
): Promise<Problem | undefined> {
  if (!options.includeDrafts) return findPublishedProblem(db, id);
  if (!problemIdPattern.test(id)) return undefined;
  const row = await db
    .selectFrom('problems')
    .select(['id', 'name', 'statement', 'code', 'difficulty', 'tags'])
    .where('id', '=', id)
    .where('status', 'in', ['draft', 'published'])
    .executeTakeFirst();
  return row && toProblem(row);
}
