import { sql, type Kysely } from 'kysely';
import { apiRoutes } from '@zencode/shared/contract';

/*
 * Until now an admin's answers were filed in the install's shared copy of the catalogue, and
 * the server answers an admin with every case of a problem, hidden ones too; the next learner on
 * the computer was then shown them. A shared copy of cases holding a hidden one can only be an
 * admin's: it goes, and the learner's next read brings the public cases back from the server.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from cached_answers where account = '*' and route = ${apiRoutes.testcases.byProblem}
    and body like '%"isPublic":false%'`.execute(db);
}

export async function down(): Promise<void> {
  // What was forgotten is the server's to give again.
}
