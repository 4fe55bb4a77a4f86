import { invoker, subscriber } from './contract-bridge.ts';
import type { IpcBridge } from './ipc-bridge.ts';
import type { CallArgs } from './ipc-contract.ts';
import { offlineCalls as calls, offlineEvents as events } from './offline-contract.ts';

export type { OutboxEntryView, ReviewOutboxEntryView, ToolchainView } from './offline-contract.ts';

type Draft = CallArgs<typeof calls.draftSave>[0];
type CustomCases = CallArgs<typeof calls.customCasesSave>[0];

/**
 * The desktop's offline features as the renderer sees them: session, connection, outbox, runs.
 * Each function is its call in offline-contract.ts (arguments, answer and their types); this file
 * only arranges them for the page.
 */
export function createOfflineApi(ipc: IpcBridge) {
  const saveDraft = invoker(ipc, calls.draftSave);
  const saveCustomCases = invoker(ipc, calls.customCasesSave);
  return Object.freeze({
    session: Object.freeze({
      read: invoker(ipc, calls.sessionRead),
      write: invoker(ipc, calls.sessionWrite),
      notice: invoker(ipc, calls.sessionNotice),
      storeKind: invoker(ipc, calls.secretStoreKind),
    }),
    connection: Object.freeze({
      isOnline: invoker(ipc, calls.connectionOnline),
      reason: invoker(ipc, calls.connectionReason),
      onChange: subscriber(ipc, events.connectionChanged),
    }),
    outbox: Object.freeze({
      list: invoker(ipc, calls.outboxList),
      onChange: subscriber(ipc, events.outboxChanged),
      onSent: subscriber(ipc, events.outboxSent),
      /** A sent submission's verdict, with the key the page was told when it was queued. */
      onJudged: subscriber(ipc, events.outboxJudged),
      /** The server refused a waiting submission (its reason is in the entry). */
      onRefused: subscriber(ipc, events.outboxRefused),
      /** Sends a refused or paused entry again. */
      retry: invoker(ipc, calls.outboxRetry),
      /** Drops an entry (its code stays as the draft of its problem). */
      discard: invoker(ipc, calls.outboxDiscard),
    }),
    reviewOutbox: Object.freeze({
      list: invoker(ipc, calls.reviewOutboxList),
      /** Drops a refused entry of the signed-in account (its text was shown to the learner). */
      discard: invoker(ipc, calls.reviewOutboxDiscard),
    }),
    cache: Object.freeze({
      onRefreshed: subscriber(ipc, events.cacheRefreshed),
      /** Downloads the whole published catalogue; progress arrives through onSyncProgress. */
      syncAll: invoker(ipc, calls.syncCatalogue),
      onSyncProgress: subscriber(ipc, events.syncProgress),
    }),
    /** The learner's drafts, custom cases and compiler files, kept in the store for the current server. */
    learnerWork: Object.freeze({
      read: invoker(ipc, calls.learnerWorkRead),
      saveDraft: (
        problemId: Draft['problemId'],
        language: Draft['language'],
        code: Draft['code'],
      ) => saveDraft({ problemId, language, code }),
      clearDraft: invoker(ipc, calls.draftClear),
      saveCustomCases: (problemId: CustomCases['problemId'], inputs: CustomCases['inputs']) =>
        saveCustomCases({ problemId, inputs }),
      /** Adds work kept elsewhere (the page's old localStorage); what the store holds wins. */
      importSaved: invoker(ipc, calls.learnerWorkImport),
      /** The online compiler's files, null before the learner has any here. */
      readCompiler: invoker(ipc, calls.compilerRead),
      saveCompiler: invoker(ipc, calls.compilerSave),
      /** Adds compiler files kept elsewhere (the page's old localStorage) unless it has some. */
      importCompiler: invoker(ipc, calls.compilerImport),
    }),
    toolchains: invoker(ipc, calls.toolchains),
    localRunIsolation: invoker(ipc, calls.localRunIsolation),
    serverUrl: invoker(ipc, calls.serverUrl),
    /** Runs `language` with the program at `path` (checked first); null: the default again. */
    setToolchainPath: invoker(ipc, calls.toolchainPathSet),
    /** Chooses another server; the app restarts with it. `error` says why an address is refused. */
    setServer: invoker(ipc, calls.serverSet),
  });
}

export type OfflineApi = ReturnType<typeof createOfflineApi>;
