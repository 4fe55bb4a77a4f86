import { messages, type Submission } from '@zencode/shared/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { NotFoundError } from '../../errors.ts';
import { currentUser } from '../auth/index.ts';
import { findSubmissionView } from './submission-queries.ts';
import { toSubmission, type SubmissionViewRow } from './submission-view.ts';

/** A submission the caller may read: their own, or any for an admin; otherwise 404. */
export async function readableSubmission(
  c: Context<AppEnv>,
  id: string,
): Promise<SubmissionViewRow> {
  const user = currentUser(c);
  const row = await findSubmissionView(c.var.deps.db, id);
  // Someone else's submission answers like a missing one: ids reveal nothing.
  if (!row || (row.user_id !== user.id && user.role !== 'admin'))
    throw new NotFoundError(messages.submissionNotFound);
  return row;
}

/** The row as the caller may see it: hidden cases in full for admins only. */
export const view = (c: Context<AppEnv>, row: SubmissionViewRow): Submission =>
  toSubmission(row, currentUser(c).role === 'admin');
