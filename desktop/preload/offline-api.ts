import type { LanguageId, LearnerWork, SavedCompilerWorkspace } from '@zencode/shared/contract';
import type { IpcBridge } from './ipc-bridge.ts';
import { offlineChannels, offlineEvents, type OfflineEvent } from './offline-channels.ts';

export interface OutboxEntryView {
  idempotencyKey: string;
  problemId: string;
  language: string;
  createdAt: string;
  attempts: number;
  lastError: string | null;
  /** waiting: sent when the server answers; refused: see `reason`; paused: sign in again. */
  state: 'waiting' | 'refused' | 'paused';
  reason: string | null;
}

/** A review-schedule rating, review given up or note made offline (the review outbox). */
export type ReviewOutboxEntryView = (
  { kind: 'rating'; rating: string } | { kind: 'give-up' } | { kind: 'note'; body: string }
) & {
  idempotencyKey: string;
  problemId: string;
  createdAt: string;
  state: 'waiting' | 'refused' | 'paused';
  reason: string | null;
};

export interface ToolchainView {
  id: string;
  label: string;
  available: boolean;
  version: string | null;
  /** The executable local runs use for this language. */
  path: string;
  /** Whether the learner chose that path in Settings (else the default one). */
  chosen: boolean;
}

/** The desktop's offline features as the renderer sees them: session, connection, outbox, runs. */
export function createOfflineApi(ipc: IpcBridge) {
  const listen =
    <T>(event: OfflineEvent) =>
    (listener: (payload: T) => void) =>
      ipc.on(event, (payload) => listener(payload as T));
  return Object.freeze({
    session: Object.freeze({
      /** The session token from the keychain (or its fallback), null when signed out. */
      read: () => ipc.invoke(offlineChannels.sessionRead) as Promise<string | null>,
      /** Stores the token; null logs out everywhere. */
      write: (token: string | null) =>
        ipc.invoke(offlineChannels.sessionWrite, token) as Promise<void>,
      /** A sentence to show once when the session cannot outlive this run, else null. */
      notice: () => ipc.invoke(offlineChannels.sessionNotice) as Promise<string | null>,
      storeKind: () => ipc.invoke(offlineChannels.secretStoreKind) as Promise<string>,
    }),
    connection: Object.freeze({
      isOnline: () => ipc.invoke(offlineChannels.connectionOnline) as Promise<boolean>,
      /** Why the server cannot be reached: 'network', 'timeout' or 'gateway'; null when it answers. */
      reason: () =>
        ipc.invoke(offlineChannels.connectionReason) as Promise<
          'network' | 'timeout' | 'gateway' | null
        >,
      onChange: listen<boolean>(offlineEvents.connectionChanged),
    }),
    outbox: Object.freeze({
      list: () => ipc.invoke(offlineChannels.outboxList) as Promise<OutboxEntryView[]>,
      onChange: listen<OutboxEntryView[]>(offlineEvents.outboxChanged),
      /** A waiting submission reached the server (its verdict follows in the Submissions tab). */
      onSent: listen<{ _id: string; problemId: string }>(offlineEvents.outboxSent),
      /** Sends a refused or paused entry again. */
      retry: (idempotencyKey: string) =>
        ipc.invoke(offlineChannels.outboxRetry, idempotencyKey).then(() => undefined),
      /** Drops an entry (its code stays as the draft of its problem). */
      discard: (idempotencyKey: string) =>
        ipc.invoke(offlineChannels.outboxDiscard, idempotencyKey).then(() => undefined),
    }),
    reviewOutbox: Object.freeze({
      list: () => ipc.invoke(offlineChannels.reviewOutboxList) as Promise<ReviewOutboxEntryView[]>,
      /** Drops a refused entry of the signed-in account (its text was shown to the learner). */
      discard: (idempotencyKey: string) =>
        ipc.invoke(offlineChannels.reviewOutboxDiscard, idempotencyKey).then(() => undefined),
    }),
    cache: Object.freeze({
      /** The background refresh changed something the renderer showed. */
      onRefreshed: listen<null>(offlineEvents.cacheRefreshed),
      /** Downloads the whole published catalogue; progress arrives through onSyncProgress. */
      syncAll: () =>
        ipc.invoke(offlineChannels.syncCatalogue) as Promise<{ done: number; total: number }>,
      onSyncProgress: listen<{ done: number; total: number }>(offlineEvents.syncProgress),
    }),
    /** The learner's drafts, custom cases and compiler files, kept in the store for the current server. */
    learnerWork: Object.freeze({
      read: () => ipc.invoke(offlineChannels.learnerWorkRead) as Promise<LearnerWork>,
      saveDraft: (problemId: string, language: LanguageId, code: string) =>
        ipc.invoke(offlineChannels.draftSave, { problemId, language, code }) as Promise<void>,
      clearDraft: (problemId: string, language: LanguageId) =>
        ipc.invoke(offlineChannels.draftClear, problemId, language) as Promise<void>,
      saveCustomCases: (problemId: string, inputs: string[]) =>
        ipc.invoke(offlineChannels.customCasesSave, { problemId, inputs }) as Promise<void>,
      /** Adds work kept elsewhere (the page's old localStorage); what the store holds wins. */
      importSaved: (work: LearnerWork) =>
        ipc.invoke(offlineChannels.learnerWorkImport, work) as Promise<{
          drafts: number;
          customCases: number;
        }>,
      /** The online compiler's files, null before the learner has any here. */
      readCompiler: () =>
        ipc.invoke(offlineChannels.compilerRead) as Promise<SavedCompilerWorkspace | null>,
      saveCompiler: (workspace: SavedCompilerWorkspace) =>
        ipc.invoke(offlineChannels.compilerSave, workspace) as Promise<void>,
      /** Adds compiler files kept elsewhere (the page's old localStorage) unless it has some. */
      importCompiler: (workspace: SavedCompilerWorkspace) =>
        ipc.invoke(offlineChannels.compilerImport, workspace) as Promise<{ files: number }>,
    }),
    toolchains: () => ipc.invoke(offlineChannels.toolchains) as Promise<ToolchainView[]>,
    /** How local runs are contained: 'process' (the sandbox) or 'plain' (no sandbox). */
    localRunIsolation: () =>
      ipc.invoke(offlineChannels.localRunIsolation) as Promise<'process' | 'plain'>,
    serverUrl: () => ipc.invoke(offlineChannels.serverUrl) as Promise<string>,
    /** Runs `language` with the program at `path` (checked first); null: the default again. */
    setToolchainPath: (language: string, path: string | null) =>
      ipc.invoke(offlineChannels.toolchainPathSet, language, path) as Promise<{
        error: string | null;
      }>,
    /** Chooses another server; the app restarts with it. `error` says why an address is refused. */
    setServer: (url: string) =>
      ipc.invoke(offlineChannels.serverSet, url) as Promise<{ error: string | null }>,
  });
}

export type OfflineApi = ReturnType<typeof createOfflineApi>;
