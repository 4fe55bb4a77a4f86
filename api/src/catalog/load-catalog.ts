import type { LanguageId, Signature } from '@zencode/shared/contract';
import { generateAllBoilerplate, languages } from '@zencode/shared/judge';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import type { CatalogProblem } from './read-catalog.ts';

/**
 * Starter code per language: generated from a function or class signature by the judge core;
 * a stdio problem starts from each language's plain program.
 */
export function boilerplateFor(signature: Signature): Partial<Record<LanguageId, string>> {
  if (signature.kind === 'stdio') {
    return Object.fromEntries(languages.map((language) => [language.id, language.helloWorld]));
  }
  return generateAllBoilerplate(signature);
}

// Serialises catalogue loads across API instances starting at the same time.
const catalogLockKey = 'zencode:catalog-load';

async function upsertProblem(trx: Db, problem: CatalogProblem): Promise<void> {
  const boilerplate = boilerplateFor(problem.signature);
  await trx
    .insertInto('problems')
    .values({
      id: problem.slug,
      name: problem.name,
      statement: problem.statement,
      code: boilerplate.cpp ?? '',
      difficulty: problem.difficulty,
      tags: problem.tags,
      position: problem.order,
      status: 'published',
      pattern: problem.pattern ?? null,
      hints: problem.hints ?? [],
      similar_slugs: problem.similar ?? [],
      editorial: problem.editorial,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        statement: eb.ref('excluded.statement'),
        code: eb.ref('excluded.code'),
        difficulty: eb.ref('excluded.difficulty'),
        tags: eb.ref('excluded.tags'),
        position: eb.ref('excluded.position'),
        status: eb.ref('excluded.status'),
        pattern: eb.ref('excluded.pattern'),
        hints: eb.ref('excluded.hints'),
        similar_slugs: eb.ref('excluded.similar_slugs'),
        editorial: eb.ref('excluded.editorial'),
        updated_at: sql`now()`,
      })),
    )
    .execute();
  const details = {
    problem_id: problem.slug,
    constraints: JSON.stringify(problem.constraints),
    examples: JSON.stringify(problem.examples),
    signature: JSON.stringify(problem.signature),
    checker: problem.checker,
    limits: JSON.stringify(problem.limits),
    boilerplate: JSON.stringify(boilerplate),
    harness: JSON.stringify({}),
    reference_solution: JSON.stringify(problem.solutions),
    approach_code: JSON.stringify(problem.approachCode),
  };
  await trx
    .insertInto('problem_details')
    .values(details)
    .onConflict((oc) => oc.column('problem_id').doUpdateSet({ ...details, updated_at: sql`now()` }))
    .execute();
  await trx.deleteFrom('testcases').where('problem_id', '=', problem.slug).execute();
  // Inserted in slices: one statement has at most 65535 parameters.
  const rows = problem.cases.map((testcase, position) => ({
    problem_id: problem.slug,
    input: testcase.input,
    output: testcase.output,
    is_public: testcase.public,
    position,
  }));
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('testcases')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}

/**
 * Writes the catalogue's problems (by id: inserted or replaced, with their test cases) in one
 * transaction. Problems that are not in the catalogue (created by admins) are left alone.
 */
export async function loadCatalog(db: Db, problems: CatalogProblem[]): Promise<number> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${catalogLockKey}))`.execute(trx);
    for (const problem of problems) await upsertProblem(trx, problem);
  });
  return problems.length;
}

/**
 * First start: loads the catalogue only when the database has no problems at all, so a restart
 * never overwrites what admins changed. Returns how many problems were loaded (0 when skipped).
 */
export async function loadCatalogIfEmpty(
  db: Db,
  readProblems: () => CatalogProblem[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${catalogLockKey}))`.execute(trx);
    const existing = await trx.selectFrom('problems').select('id').limit(1).executeTakeFirst();
    if (existing) return 0;
    const problems = readProblems();
    for (const problem of problems) await upsertProblem(trx, problem);
    return problems.length;
  });
}
