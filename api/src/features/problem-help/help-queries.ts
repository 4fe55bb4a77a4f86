import {
  helpMessages,
  messages,
  patternNames,
  type EditorialResponse,
  type HintRevealResponse,
  type ProblemHelp,
} from '@zencode/shared/contract';
import { approachCodeFor, problemIdPattern } from '@zencode/shared/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';

/** Who asks: admins also reach drafts. */
export interface HelpReader {
  userId?: string;
  includeDrafts: boolean;
}

async function findHelpRow(db: Db, id: string, includeDrafts: boolean) {
  if (!problemIdPattern.test(id)) throw new NotFoundError(messages.problemNotFound);
  const row = await db
    .selectFrom('problems')
    .select(['id', 'pattern', 'hints', 'similar_slugs', 'editorial'])
    .where('id', '=', id)
    .where('status', 'in', includeDrafts ? ['draft', 'published'] : ['published'])
    .executeTakeFirst();
  if (!row) throw new NotFoundError(messages.problemNotFound);
  return row;
}

async function findReveal(db: Db, userId: string, problemId: string) {
  return db
    .selectFrom('problem_help_reveals')
    .select(['hints_opened', 'editorial_opened_at'])
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
}

async function hasSolved(db: Db, userId: string, problemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('solved_problems')
    .select('problem_id')
    .where('user_id', '=', userId)
    .where('problem_id', '=', problemId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A problem's help as the page reads it; hint texts only for the hints the reader opened. */
export async function findProblemHelp(
  db: Db,
  problemId: string,
  reader: HelpReader,
): Promise<ProblemHelp> {
  const row = await findHelpRow(db, problemId, reader.includeDrafts);
  const [reveal, solved, similarRows] = await Promise.all([
    reader.userId ? findReveal(db, reader.userId, row.id) : undefined,
    reader.userId ? hasSolved(db, reader.userId, row.id) : false,
    row.similar_slugs.length
      ? db
          .selectFrom('problems')
          .select(['id', 'name', 'difficulty'])
          .where('id', 'in', row.similar_slugs)
          .where('status', '=', 'published')
          .execute()
      : [],
  ]);
  const byId = new Map(similarRows.map((similar) => [similar.id, similar]));
  return {
    problemId: row.id,
    pattern: row.pattern ? { id: row.pattern, name: patternNames[row.pattern] } : null,
    hintCount: row.hints.length,
    openedHints: row.hints.slice(0, reveal?.hints_opened ?? 0),
    // In the order the problem lists them; a similar problem that is not published is left out.
    similar: row.similar_slugs.flatMap((id) => {
      const similar = byId.get(id);
      return similar ? [{ _id: id, name: similar.name, difficulty: similar.difficulty }] : [];
    }),
    hasEditorial: row.editorial !== null,
    editorialOpened: Boolean(reveal?.editorial_opened_at),
    solved,
  };
}

/**
 * Opens hint `number` (from 1) for a learner and records it. Hints open in order: hint n needs
 * hint n-1 opened before; opening one again answers it again and records nothing new.
 */
export async function revealHint(
  db: Db,
  userId: string,
  problemId: string,
  number: number,
  includeDrafts: boolean,
): Promise<HintRevealResponse> {
  const row = await findHelpRow(db, problemId, includeDrafts);
  if (number > row.hints.length) throw new NotFoundError(helpMessages.noSuchHint);
  return db.transaction().execute(async (trx) => {
    // The row is created first so that the update below holds its lock: two reveals at once
    // cannot both read "n-1 opened".
    await trx
      .insertInto('problem_help_reveals')
      .values({ user_id: userId, problem_id: row.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const reveal = await trx
      .selectFrom('problem_help_reveals')
      .select('hints_opened')
      .where('user_id', '=', userId)
      .where('problem_id', '=', row.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (number > reveal.hints_opened + 1) throw new BadRequestError(helpMessages.hintsInOrder);
    let hintsOpened = reveal.hints_opened;
    if (number === reveal.hints_opened + 1) {
      await trx
        .updateTable('problem_help_reveals')
        .set({ hints_opened: number, hints_opened_at: sql`now()` })
        .where('user_id', '=', userId)
        .where('problem_id', '=', row.id)
        .execute();
      hintsOpened = number;
    }
    return { number, text: row.hints[number - 1]!, hintsOpened };
  });
}

/**
 * Opens the editorial for a learner: records when (the first time) and whether it was before
 * their first Accepted submission, and answers it with the reference solution per language and,
 * for a teaching editorial, the code under each approach.
 * Opening it never changes the Zen Score; the record goes with each later submission.
 */
export async function openEditorial(
  db: Db,
  userId: string,
  problemId: string,
  includeDrafts: boolean,
): Promise<EditorialResponse> {
  const row = await findHelpRow(db, problemId, includeDrafts);
  if (row.editorial === null) throw new NotFoundError(helpMessages.noEditorial);
  const early = !(await hasSolved(db, userId, row.id));
  await db
    .insertInto('problem_help_reveals')
    .values({
      user_id: userId,
      problem_id: row.id,
      editorial_opened_at: sql`now()`,
      editorial_opened_early: early,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'problem_id']).doUpdateSet({
        editorial_opened_at: sql`coalesce(problem_help_reveals.editorial_opened_at, now())`,
        editorial_opened_early: sql`case when problem_help_reveals.editorial_opened_at is null then excluded.editorial_opened_early else problem_help_reveals.editorial_opened_early end`,
      }),
    )
    .execute();
  const [details, reveal] = await Promise.all([
    db
      .selectFrom('problem_details')
      .select(['reference_solution', 'approach_code'])
      .where('problem_id', '=', row.id)
      .executeTakeFirst(),
    db
      .selectFrom('problem_help_reveals')
      .select('editorial_opened_early')
      .where('user_id', '=', userId)
      .where('problem_id', '=', row.id)
      .executeTakeFirstOrThrow(),
  ]);
  const solutions = details?.reference_solution ?? {};
  return {
    problemId: row.id,
    markdown: row.editorial,
    solutions,
    // An admin's problem has only its references: `reference` and `reference.<ext>` show them,
    // a `wrong-<what>` approach shows no code (docs/decisions.md).
    approachCode: approachCodeFor(row.editorial, solutions, details?.approach_code ?? {}),
    openedEarly: reveal.editorial_opened_early,
  };
}
