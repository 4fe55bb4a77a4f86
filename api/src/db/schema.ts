import type {
  InterviewFormat,
  SubmissionCaseResult,
  CheckerId,
  Diagnostic,
  Difficulty,
  Example,
  FailureReason,
  LanguageId,
  PatternId,
  ProblemLimits,
  ReviewRating,
  Role,
  Signature,
  SubmissionStatus,
  SubmissionVerdict,
  ValidationResult,
} from '@zencode/shared/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The table types, written once here and used by every query (docs/conventions.md, rule 4). They mirror the
 * migrations in ./migrations; a new migration that changes a table changes its interface here.
 * Enum and JSON columns carry the contract's types: every value is validated where it enters (the
 * catalogue loader, the request schemas of the authoring routes, the judge), so reads use it as is.
 */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: written as a JSON string or value, read back as the parsed value. */
type Json<T> = ColumnType<T, T | string, T | string>;

/** 'deleted': removed by an admin but kept for the submissions that refer to it. */
export type ProblemStatus = 'draft' | 'published' | 'deleted';
/** Per language id: starter code, harnesses, reference solutions. */
type PerLanguage = Partial<Record<LanguageId, string>>;

export interface UsersTable {
  id: Generated<string>;
  /** citext: unique regardless of case. */
  email: string;
  /** citext, unique regardless of case; null until the profile is completed. */
  username: string | null;
  full_name: string | null;
  /** Display name (settings "Name"); defaults to full_name at completion. */
  name: string | null;
  /** Argon2id hash; null for accounts created through OAuth only. */
  password_hash: string | null;
  role: Generated<Role>;
  email_verified_at: NullableTimestamp;
  profile_complete: Generated<boolean>;
  avatar_id: string | null;
  github_url: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
  is_public_profile: Generated<boolean>;
  score: Generated<number>;
  /** When the current score was reached: equal scores rank by who got there first. */
  score_reached_at: NullableTimestamp;
  /** Generated rank key (-score, reached at, lower-cased username): see the rank-order migration. */
  rank_neg_score: ColumnType<number, never, never>;
  rank_reached_at: ColumnType<Date, never, never>;
  rank_username: ColumnType<string | null, never, never>;
  /** Kept by a trigger on submissions (see the submission-counts migration). */
  submission_count: ColumnType<number, never, never>;
  /** A second sign-up offered another password before verification: verification clears both. */
  sign_up_password_disputed: Generated<boolean>;
  /** Bumped to end every session of this user (password change, sign-out everywhere). */
  session_version: Generated<number>;
  created_at: Generated<Date>;
}

export interface OauthAccountsTable {
  provider: 'github' | 'google';
  provider_user_id: string;
  user_id: string;
  created_at: Generated<Date>;
}

export type OneTimeCodePurpose = 'verify-email';

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: OneTimeCodePurpose;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/**
 * Never mailed: sign-up-browser, the browser a sign-up started in (auth/sign-up-browser.ts);
 * known-device, a browser that signed in to the account (auth/account-guessing.ts).
 */
export type TokenPurpose = 'reset-password' | 'verify-email' | 'sign-up-browser' | 'known-device';

/** Reset and e-mail verification links; only the token's hash is stored. */
export interface AccountTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Fixed-window counters; kept in PostgreSQL so every API instance shares them. */
export interface RateLimitBucketsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface ProblemsTable {
  /** The slug, e.g. `two-sum`. */
  id: string;
  name: string;
  /** Markdown. */
  statement: string;
  /** The C++ starter shown as the "Code Template". */
  code: Generated<string>;
  difficulty: Difficulty;
  tags: Generated<string[]>;
  position: Generated<number>;
  status: Generated<ProblemStatus>;
  /** Help while stuck (the problem-help migration): one of the 18 pattern ids, or null. */
  pattern: PatternId | null;
  hints: Generated<string[]>;
  /** Slugs of similar problems. */
  similar_slugs: Generated<string[]>;
  /** Markdown, a teaching editorial or the old Idea, Approach, Complexity; null when none. */
  editorial: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** What a learner opened of a problem's help; the submissions trigger copies it onto each submission. */
export interface ProblemHelpRevealsTable {
  user_id: string;
  problem_id: string;
  hints_opened: Generated<number>;
  hints_opened_at: NullableTimestamp;
  editorial_opened_at: NullableTimestamp;
  editorial_opened_early: Generated<boolean>;
}

export interface ProblemDetailsTable {
  problem_id: string;
  constraints: Json<string[]>;
  examples: Json<Example[]>;
  signature: Json<Signature>;
  checker: Generated<CheckerId>;
  limits: Json<ProblemLimits>;
  /** Starter code per language id. */
  boilerplate: Json<PerLanguage>;
  /** Generated harness per language id (server side only). */
  harness: Json<PerLanguage>;
  /** Reference solutions per language id, when the catalogue ships them. */
  reference_solution: Json<PerLanguage>;
  /**
   * The code of each slower approach a teaching editorial names (`wrong-brute`), by marker then
   * language id; empty when there is none (old editorials, admins' problems).
   */
  approach_code: ColumnType<Record<string, PerLanguage>, string | undefined, string>;
  /** The latest validation (features/authoring), null until validated. */
  validation: ColumnType<StoredValidation | null, string | null | undefined, string | null>;
  updated_at: Generated<Date>;
}

/** A validation as stored: the answer's fields plus what it validated. */
export interface StoredValidation extends Omit<ValidationResult, 'current'> {
  /** Hash of the signature, checker, limits, references and cases it ran. */
  fingerprint: string;
}

export interface TestcasesTable {
  id: Generated<string>;
  problem_id: string;
  input: string;
  output: string;
  is_public: boolean;
  position: number;
}

/**
 * One stored case: the contract's SubmissionCaseResult with its texts capped, and its time and memory
 * always. Hidden cases keep no input or expected (those stay in the testcases table) except the
 * first failing one.
 */
export type SubmissionCase = Omit<SubmissionCaseResult, 'timeMs' | 'memoryKb'> & {
  timeMs: number;
  memoryKb: number;
};

export interface SubmissionsTable {
  id: Generated<string>;
  user_id: string;
  problem_id: string;
  language: LanguageId;
  code: string;
  status: Generated<SubmissionStatus>;
  /** Set once done. */
  verdict: SubmissionVerdict | null;
  cases: Json<SubmissionCase[]>;
  runtime_ms: number | null;
  memory_kb: number | null;
  error: string | null;
  /** Why it is Not Accepted; null when accepted, while judging, or when judging itself failed. */
  reason: FailureReason | null;
  diagnostics: ColumnType<Diagnostic[], Diagnostic[] | string | undefined, Diagnostic[] | string>;
  created_at: Generated<Date>;
  /** When the verdict was written. */
  judged_at: NullableTimestamp;
  /** Public plus hidden cases at submit time. */
  total_cases: Generated<number>;
  /** Wall time a worker spent judging it (ms), once done: the fair queue's measure of use. */
  judge_ms: Generated<number | null>;
  /** The client's `Idempotency-Key`, unique per user: a retried POST returns this submission. */
  idempotency_key: string | null;
  /** Set by a trigger from problem_help_reveals at insert: hints and editorial opened by then. */
  hints_opened: ColumnType<number, never, never>;
  editorial_opened: ColumnType<boolean, never, never>;
}

export interface SolvedProblemsTable {
  user_id: string;
  problem_id: string;
  first_accepted_at: Generated<Date>;
  points: number;
}

/** One row per process running judge workers (see the judge-queue migration). */
export interface JudgeWorkerHeartbeatsTable {
  worker_id: string;
  host: string;
  pid: number;
  started_at: Generated<Date>;
  beat_at: Generated<Date>;
}

export interface AvatarsTable {
  id: Generated<string>;
  user_id: string;
  content: Buffer;
  mime: string;
  created_at: Generated<Date>;
}

/** One row: how many learners have a rank, kept by a trigger on users. */
export interface LeaderboardTotalsTable {
  id: Generated<boolean>;
  ranked_users: number;
}

/** Ranked learners per score, kept by the same trigger (see the score-histogram migration). */
export interface ScoreHistogramTable {
  score: number;
  users: number;
}

/** One-time codes of desktop social sign-ins, keyed by a hash bound to the app's state. */
export interface DesktopSignInCodesTable {
  binding_hash: string;
  user_id: string;
  suggested_username: string | null;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

/**
 * A published problem's pending revision (see the problem-revisions migration): the judge fields
 * an admin changed, validated on their own, invisible to learners until published.
 */
export interface ProblemRevisionsTable {
  problem_id: string;
  signature: Json<Signature>;
  checker: CheckerId;
  limits: Json<ProblemLimits>;
  validation: ColumnType<StoredValidation | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A solved problem in a learner's review queue (the review-queue migration). */
export interface ReviewCardsTable {
  user_id: string;
  problem_id: string;
  created_at: Generated<Date>;
}

/** One rating of a card; the FSRS schedule is recomputed from these. */
export interface ReviewLogsTable {
  id: Generated<string>;
  user_id: string;
  problem_id: string;
  rating: ReviewRating;
  reviewed_at: Timestamp;
  proposed: Generated<boolean>;
  reasons: Json<string[]>;
  submission_id: string | null;
  /** The Idempotency-Key of a give-up sent by the desktop app (logged once). */
  client_key: Generated<string | null>;
}

/** When a learner deleted their review history: older submissions make no cards. */
export interface ReviewHistoryResetsTable {
  user_id: string;
  reset_at: Timestamp;
}

/** A text of a note that did not fit in it when an older edit was merged (kept beside it). */
export interface NoteCopiesTable {
  id: Generated<string>;
  user_id: string;
  problem_id: string;
  body: string;
  created_at: Generated<Date>;
}

/** A learner's private Markdown note on a problem. */
export interface ProblemNotesTable {
  user_id: string;
  problem_id: string;
  body: string;
  updated_at: Generated<Date>;
  /** The Idempotency-Key of the save that wrote this body (a resend changes nothing). */
  client_key: Generated<string | null>;
}

/** Judged submissions and Accepted ones per problem, kept by a trigger on submissions. */
export interface ProblemSubmissionTotalsTable {
  problem_id: string;
  submitted: number;
  accepted: number;
}

/** A learner's Run or online-compiler run in progress (one of each at a time, see run-lease.ts). */
export interface RunLeasesTable {
  user_id: string;
  kind: 'run' | 'compiler' | 'replay';
  expires_at: Date;
}

/** A learner's code for one problem and language; `version` counts its saves. */
export interface DraftsTable {
  user_id: string;
  problem_id: string;
  language: LanguageId;
  code: string;
  version: number;
  updated_at: Generated<Date>;
}

/** A version of a draft the learner kept under a name (the other side of a conflict). */
export interface DraftCopiesTable {
  id: Generated<string>;
  user_id: string;
  problem_id: string;
  language: LanguageId;
  name: string;
  code: string;
  created_at: Generated<Date>;
}

/** The language last used on a problem and the learner's custom inputs for it. */
export interface ProblemWorkTable {
  user_id: string;
  problem_id: string;
  last_language: LanguageId | null;
  custom_cases: ColumnType<string[], string[] | string | undefined, string[] | string>;
  updated_at: Generated<Date>;
}

/** Editor settings, validated by editorSettingsSchema where they enter and read leniently. */
export interface EditorSettingsTable {
  user_id: string;
  settings: Json<unknown>;
  updated_at: Generated<Date>;
}

/** A cycle of daily problems, fixed when it starts (see dailyProblemFromCycles). */
export interface DailyProblemCyclesTable {
  /** 'YYYY-MM-DD' (a date column, read as text). */
  start_date: string;
  problem_ids: string[];
  created_at: Generated<Date>;
}

/** A timed interview session (the interview-sessions migration); its deadline is started_at + minutes. */
export interface InterviewSessionsTable {
  id: Generated<string>;
  user_id: string;
  format: InterviewFormat;
  minutes: number;
  started_at: Generated<Date>;
  /** When it ended: the learner's End, or the deadline once read after it. */
  ended_at: NullableTimestamp;
  /** When its problems were put in the review queue (once every submission was judged). */
  reviewed_at: NullableTimestamp;
}

/** The problems drawn for a session, in order. */
export interface InterviewProblemsTable {
  session_id: string;
  position: number;
  problem_id: string;
}

/** What happened in time during a session: a Run, or a submission made for it. */
export interface InterviewEventsTable {
  id: Generated<string>;
  session_id: string;
  problem_id: string;
  kind: 'run' | 'submit';
  submission_id: string | null;
  at: Generated<Date>;
}

export interface Database {
  daily_problem_cycles: DailyProblemCyclesTable;
  interview_sessions: InterviewSessionsTable;
  interview_problems: InterviewProblemsTable;
  interview_events: InterviewEventsTable;
  drafts: DraftsTable;
  draft_copies: DraftCopiesTable;
  problem_work: ProblemWorkTable;
  editor_settings: EditorSettingsTable;
  users: UsersTable;
  oauth_accounts: OauthAccountsTable;
  one_time_codes: OneTimeCodesTable;
  account_tokens: AccountTokensTable;
  rate_limit_buckets: RateLimitBucketsTable;
  problems: ProblemsTable;
  problem_details: ProblemDetailsTable;
  problem_help_reveals: ProblemHelpRevealsTable;
  testcases: TestcasesTable;
  problem_revisions: ProblemRevisionsTable;
  /** A pending revision's cases: the same columns as testcases. */
  problem_revision_testcases: TestcasesTable;
  problem_submission_totals: ProblemSubmissionTotalsTable;
  review_cards: ReviewCardsTable;
  review_logs: ReviewLogsTable;
  review_history_resets: ReviewHistoryResetsTable;
  problem_notes: ProblemNotesTable;
  note_copies: NoteCopiesTable;
  submissions: SubmissionsTable;
  run_leases: RunLeasesTable;
  solved_problems: SolvedProblemsTable;
  avatars: AvatarsTable;
  judge_worker_heartbeats: JudgeWorkerHeartbeatsTable;
  leaderboard_totals: LeaderboardTotalsTable;
  score_histogram: ScoreHistogramTable;
  desktop_sign_in_codes: DesktopSignInCodesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProblemRow = Selectable<ProblemsTable>;
export type NewProblem = Insertable<ProblemsTable>;
export type ProblemDetailsRow = Selectable<ProblemDetailsTable>;
export type TestcaseRow = Selectable<TestcasesTable>;
export type SubmissionRow = Selectable<SubmissionsTable>;
