import type { Generated } from 'kysely';

/*
 * The desktop store: one SQLite file per machine, every row keyed by the server it came from, so
 * a learner using two ZenCode servers keeps two separate caches; a learner's own work (outboxes,
 * drafts, custom cases, compiler files) is also keyed by the account that made it. JSON columns hold the API's own
 * answers (validated by the shared contract when read), so the renderer gets exactly what it
 * would get online.
 */

/** The problem list, in catalogue order. */
export interface CachedProblemsTable {
  server: string;
  id: string;
  position: number;
  /** One element of GET /problems. */
  summary_json: string;
}

/**
 * Every saved answer of the server, as its own JSON, by route (see cached-answers.ts): problem
 * pages and public cases (account '*', the same for everyone), and the last copies of the
 * learner's own reads (submissions, profile, leaderboard, review schedule, notes) per account.
 */
export interface CachedAnswersTable {
  server: string;
  /** The account (user id) that read it, '' for the signed-out visitor, '*' for a catalogue copy. */
  account: string;
  /** The contract's route pattern, e.g. '/problem-details/full/{id}'. */
  route: string;
  /** The problem id of a catalogue copy; the request's path and query of a last copy. */
  key: string;
  body: string;
  etag: string | null;
  fetched_at: string;
}

/** Submissions made offline, waiting to be sent; the key makes a resend idempotent. */
export interface OutboxTable {
  server: string;
  idempotency_key: string;
  problem_id: string;
  language: string;
  code: string;
  created_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  /** The user id of the session that queued it; null for entries older than accounts. */
  account: string | null;
  state: Generated<OutboxState>;
  /** Why the server refused it, or why it is paused. */
  reason: string | null;
}

/** waiting: sent when the server answers; refused: the server said no; paused: sign in again. */
export type OutboxState = 'waiting' | 'refused' | 'paused';

/** When a resource was last synced and the ETag it came with. */
export interface SyncMetaTable {
  server: string;
  resource: string;
  etag: string | null;
  synced_at: string;
}

/** A learner's code for one problem and language, kept as they type (the web keeps it in localStorage). */
export interface DraftsTable {
  server: string;
  /** The account (user id) whose work it is; '' for the signed-out visitor's. */
  account: string;
  problem_id: string;
  language: string;
  code: string;
  saved_at: string;
}

/** A learner's own test inputs for one problem, as a JSON array of strings. */
export interface CustomCasesTable {
  server: string;
  /** The account (user id) whose work it is; '' for the signed-out visitor's. */
  account: string;
  problem_id: string;
  inputs_json: string;
  saved_at: string;
}

/** The online compiler of one account on one server: which file is open and the stdin sent with Run. */
export interface CompilerWorkspacesTable {
  server: string;
  /** The account (user id) whose work it is; '' for the signed-out visitor's. */
  account: string;
  active_id: string;
  input: string;
  saved_at: string;
}

/** One tab of the online compiler, in tab order; its last output as JSON (null before a run). */
export interface CompilerFilesTable {
  server: string;
  /** The account (user id) whose work it is; '' for the signed-out visitor's. */
  account: string;
  file_id: string;
  position: number;
  name: string;
  language: string;
  code: string;
  output_json: string | null;
  saved_at: string;
}

/** Review-schedule ratings and notes made offline (see migration review-outbox). */
export interface ReviewOutboxTable {
  server: string;
  idempotency_key: string;
  account: string;
  kind: 'rating' | 'give-up' | 'note';
  problem_id: string;
  payload_json: string;
  created_at: string;
  attempts: Generated<number>;
  last_error: string | null;
  state: Generated<OutboxState>;
  reason: string | null;
}

export interface CacheSchema {
  cached_answers: CachedAnswersTable;
  cached_problems: CachedProblemsTable;
  outbox: OutboxTable;
  review_outbox: ReviewOutboxTable;
  drafts: DraftsTable;
  custom_cases: CustomCasesTable;
  compiler_workspaces: CompilerWorkspacesTable;
  compiler_files: CompilerFilesTable;
  sync_meta: SyncMetaTable;
}
