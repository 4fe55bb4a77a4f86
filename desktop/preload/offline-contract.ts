import {
  languageIds,
  learnerWorkSchema,
  savedCompilerWorkspaceSchema,
  savedCustomCasesSchema,
  savedDraftSchema,
  submissionSchema,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { ipcCall, ipcEvent, type EventArgs } from './ipc-contract.ts';

/*
 * The desktop's offline features between the page and the main process: every call's channel,
 * arguments and answer, and every event's payload. The preload's API (offline-api.ts), main's
 * handlers (desktop-services.ts) and the IPC registration (main/ipc/offline-ipc.ts) take their
 * types and checks from here. Imported by the sandboxed preload too: zod and the shared contract
 * only, nothing of Node.
 */

const noArguments = z.tuple([]);
const done = z.void();
// An entry's idempotency key (a UUID); only the signed-in account's entries are touched.
const entryKey = z.string().min(1).max(200);
const entryState = z.enum(['waiting', 'refused', 'paused']);
const languageId = z.enum(languageIds);
/** Why the server cannot be reached: 'network', 'timeout' or 'gateway'; null when it answers. */
const offlineReason = z.enum(['network', 'timeout', 'gateway']).nullable();
const refusal = z.object({ error: z.string().nullable() });
const syncProgress = z.object({ done: z.number(), total: z.number() });

/** A queued submission as Settings › Desktop › Outbox lists it (its code stays in main). */
export const outboxEntryViewSchema = z.object({
  idempotencyKey: z.string(),
  problemId: z.string(),
  language: z.string(),
  createdAt: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  /** waiting: sent when the server answers; refused: see `reason`; paused: sign in again. */
  state: entryState,
  reason: z.string().nullable(),
});
export type OutboxEntryView = z.infer<typeof outboxEntryViewSchema>;

const reviewEntry = {
  idempotencyKey: z.string(),
  problemId: z.string(),
  createdAt: z.string(),
  state: entryState,
  reason: z.string().nullable(),
};
/** A review-schedule rating, review given up or note made offline (the review outbox). */
export const reviewOutboxEntryViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rating'), rating: z.string(), ...reviewEntry }),
  z.object({ kind: z.literal('give-up'), ...reviewEntry }),
  z.object({ kind: z.literal('note'), body: z.string(), ...reviewEntry }),
]);
export type ReviewOutboxEntryView = z.infer<typeof reviewOutboxEntryViewSchema>;

export const toolchainViewSchema = z.object({
  id: languageId,
  label: z.string(),
  available: z.boolean(),
  version: z.string().nullable(),
  /** The executable local runs use for this language. */
  path: z.string(),
  /** Whether the learner chose that path in Settings (else the default one). */
  chosen: z.boolean(),
});
export type ToolchainView = z.infer<typeof toolchainViewSchema>;

/** Page → main calls of the offline features, by name. */
export const offlineCalls = {
  /** The session token from the keychain (or its fallback), null when signed out. */
  sessionRead: ipcCall('session:read', noArguments, z.string().nullable()),
  /** A token to keep, or null (or '') to log out everywhere. */
  sessionWrite: ipcCall('session:write', z.tuple([z.string().nullable()]), done),
  /** A sentence to show once when the session cannot outlive this run, else null. */
  sessionNotice: ipcCall('session:notice', noArguments, z.string().nullable()),
  secretStoreKind: ipcCall('session:store-kind', noArguments, z.string()),
  connectionOnline: ipcCall('connection:online', noArguments, z.boolean()),
  connectionReason: ipcCall('connection:reason', noArguments, offlineReason),
  outboxList: ipcCall('outbox:list', noArguments, z.array(outboxEntryViewSchema)),
  outboxRetry: ipcCall('outbox:retry', z.tuple([entryKey]), done),
  outboxDiscard: ipcCall('outbox:discard', z.tuple([entryKey]), done),
  // Review-schedule ratings and notes made offline, as the outbox's entries.
  reviewOutboxList: ipcCall(
    'review-outbox:list',
    noArguments,
    z.array(reviewOutboxEntryViewSchema),
  ),
  reviewOutboxDiscard: ipcCall('review-outbox:discard', z.tuple([entryKey]), done),
  toolchains: ipcCall('toolchains:list', noArguments, z.array(toolchainViewSchema)),
  /** A language and the path of its program, or null for the default toolchain. */
  toolchainPathSet: ipcCall(
    'toolchains:set-path',
    z.tuple([languageId, z.string().max(4096).nullable()]),
    refusal,
  ),
  /** How local runs are contained: 'process' (a sandbox) or 'plain' (none). */
  localRunIsolation: ipcCall('toolchains:isolation', noArguments, z.enum(['process', 'plain'])),
  serverUrl: ipcCall('server:url', noArguments, z.string()),
  /** Any text: main answers a clear `error` for one that is not a server's address. */
  serverSet: ipcCall('server:set', z.tuple([z.string().max(2000)]), refusal),
  syncCatalogue: ipcCall('catalogue:sync', noArguments, syncProgress),
  learnerWorkRead: ipcCall('work:read', noArguments, learnerWorkSchema),
  draftSave: ipcCall('work:draft-save', z.tuple([savedDraftSchema]), done),
  draftClear: ipcCall(
    'work:draft-clear',
    z.tuple([savedDraftSchema.shape.problemId, languageId]),
    done,
  ),
  customCasesSave: ipcCall('work:cases-save', z.tuple([savedCustomCasesSchema]), done),
  learnerWorkImport: ipcCall(
    'work:import',
    z.tuple([learnerWorkSchema]),
    z.object({ drafts: z.number(), customCases: z.number() }),
  ),
  compilerRead: ipcCall('work:compiler-read', noArguments, savedCompilerWorkspaceSchema.nullable()),
  compilerSave: ipcCall('work:compiler-save', z.tuple([savedCompilerWorkspaceSchema]), done),
  compilerImport: ipcCall(
    'work:compiler-import',
    z.tuple([savedCompilerWorkspaceSchema]),
    z.object({ files: z.number() }),
  ),
};

/** Main → page events of the offline features, by name. */
export const offlineEvents = {
  connectionChanged: ipcEvent('connection:changed', z.boolean()),
  outboxChanged: ipcEvent('outbox:changed', z.array(outboxEntryViewSchema)),
  /** A waiting submission reached the server (its verdict follows in the Submissions tab). */
  outboxSent: ipcEvent('outbox:sent', z.object({ _id: z.string(), problemId: z.string() })),
  /**
   * A submission the outbox sent was judged: the page that showed it as queued (by its key)
   * shows the verdict.
   */
  outboxJudged: ipcEvent(
    'outbox:judged',
    z.object({ idempotencyKey: z.string(), submission: submissionSchema }),
  ),
  outboxRefused: ipcEvent('outbox:refused', outboxEntryViewSchema),
  outboxPaused: ipcEvent('outbox:paused', z.null()),
  /** The background refresh changed something the page showed. */
  cacheRefreshed: ipcEvent('cache:refreshed', z.null()),
  syncProgress: ipcEvent('catalogue:progress', syncProgress),
};

/** What main may send for the offline events: `emit(channel, payload)`, checked by type. */
export type OfflineEventArgs = EventArgs<typeof offlineEvents>;
