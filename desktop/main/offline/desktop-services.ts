import { join } from 'node:path';
import {
  deleteDraft,
  forgetLearnerData,
  importCompilerWorkspace,
  importLearnerWork,
  openCacheDatabase,
  readCompilerWorkspace,
  readLearnerWork,
  saveCompilerWorkspace,
  saveCustomCases,
  saveDraft,
} from '../cache/index.ts';
import type { LanguageId, LearnerWork, SavedCompilerWorkspace } from '@zencode/shared/contract';
import { getLanguage, toolchainExecutable } from '@zencode/shared/judge';
import { createLocalRunner } from '../local-run/local-runner.ts';
import { createToolchainPaths } from '../local-run/toolchain-paths.ts';
import { writeServerSetting } from '../server-setting.ts';
import { settingsFile } from '../settings-file.ts';
import { chooseSecretStore, type KeytarModule, type StringEncryption } from '../secrets/index.ts';
import {
  offlineChannels,
  offlineEvents,
  type OfflineChannel,
  type OfflineEvent,
} from '../../preload/offline-channels.ts';
import { createApiGateway } from './api-gateway.ts';
import { createConnectionStatus } from './connection-status.ts';
import { type ArrivedVerdict, followVerdict } from './follow-verdict.ts';
import { createOutbox } from './outbox.ts';
import { createReviewOutbox } from './review-outbox.ts';
import { syncCatalogue } from './sync-catalogue.ts';
import { waitingSender } from './waiting-sender.ts';

export interface DesktopServicesOptions {
  /** Electron's userData dir: the cache, the compile cache and the encrypted-session fallback. */
  userDataDir: string;
  /** better-sqlite3's build for this runtime, chosen by chooseNativeBinding; unset: its own. */
  nativeBinding?: string;
  /** The configured API origin; the keychain account and the cache key. */
  server: string;
  fetchUpstream: (url: string, init: RequestInit) => Promise<Response>;
  keytar: KeytarModule | null;
  encryption: StringEncryption | null;
  /** Delivers an event to the renderer (webContents.send in the app). */
  emit: (event: OfflineEvent, payload: unknown) => void;
  log?: (message: string) => void;
  /** supervisor.c as the app ships it (see LocalRunnerOptions). */
  supervisorSource?: string;
  /** The learner chose another server (kept in settings.json): the app restarts with it. */
  onServerChanged?: (serverUrl: string) => void;
  /** A submission the outbox sent was judged (the app shows a system notification). */
  onVerdict?: (verdict: ArrivedVerdict) => void;
}

/** How often the outbox retries while offline. */
const outboxRetryMs = 15_000;

/**
 * Everything the desktop adds around the renderer, built from plain modules: the cache, the
 * session in the keychain, the gateway at the app:// seam, the outbox and the local runner. The
 * Electron entry only wires `answerApi` into `protocol.handle` and `invoke` into `ipcMain`.
 */
export async function createDesktopServices(options: DesktopServicesOptions) {
  const { server, emit } = options;
  const { db } = await openCacheDatabase(
    join(options.userDataDir, 'cache.sqlite'),
    options.log,
    options.nativeBinding,
  );
  const secrets = await chooseSecretStore({
    keytar: options.keytar,
    encryption: options.encryption,
    fallbackFile: join(options.userDataDir, 'session.enc.json'),
  });
  const readToken = () => secrets.store.get(server);
  const connection = createConnectionStatus();
  const outbox = createOutbox({
    db,
    server,
    fetchUpstream: options.fetchUpstream,
    readToken,
    // A refused submission's code is not lost: it becomes the draft of its problem and language.
    keepAsDraft: (entry) =>
      saveDraft(db, server, {
        problemId: entry.problemId,
        language: entry.language as LanguageId,
        code: entry.code,
      }),
  });
  const reviewOutbox = createReviewOutbox({
    db,
    server,
    fetchUpstream: options.fetchUpstream,
    readToken,
  });
  const toolchainPaths = createToolchainPaths(settingsFile(options.userDataDir));
  toolchainPaths.apply();
  const localRunner = createLocalRunner({
    cacheDir: join(options.userDataDir, 'compile-cache'),
    supervisorSource: options.supervisorSource,
    log: options.log,
  });
  const answerApi = createApiGateway({
    db,
    server,
    fetchUpstream: options.fetchUpstream,
    readToken,
    connection,
    outbox,
    reviewOutbox,
    localRunner,
    onCacheRefreshed: () => emit(offlineEvents.cacheRefreshed, null),
  });
  connection.onChange((online) => emit(offlineEvents.connectionChanged, online));
  outbox.onChange(() => {
    void outbox.pending().then((entries) => emit(offlineEvents.outboxChanged, entries));
  });
  // Followed here, not in a page: a reload or another page must not lose the notification.
  const closing = new AbortController();
  outbox.onSent((submission) => {
    emit(offlineEvents.outboxSent, submission);
    void followVerdict(submission, { answerApi, server, signal: closing.signal }).then(
      (verdict) => {
        if (!verdict) return;
        // The pages refetch, so an open Submissions tab shows it at once.
        emit(offlineEvents.cacheRefreshed, null);
        options.onVerdict?.(verdict);
      },
    );
  });
  outbox.onEvent((event) => {
    if (event.kind === 'refused') emit(offlineEvents.outboxRefused, event.entry);
    if (event.kind === 'paused') emit(offlineEvents.outboxPaused, null);
  });
  // Ratings and notes sent from the review outbox: the pages read the server's schedule again.
  reviewOutbox.onChange(() => emit(offlineEvents.cacheRefreshed, null));
  const sendWaiting = [waitingSender(outbox), waitingSender(reviewOutbox)];
  const retry = setInterval(() => sendWaiting.forEach((send) => void send()), outboxRetryMs);
  retry.unref();
  let noticeGiven = false;

  const handlers: Record<OfflineChannel, (...args: unknown[]) => Promise<unknown>> = {
    [offlineChannels.sessionRead]: () => readToken(),
    async [offlineChannels.sessionWrite](token) {
      if (typeof token === 'string' && token) {
        await secrets.store.set(server, token);
        // This account's entries (paused by an expired session, or queued before a sign-out) go.
        void outbox
          .resume()
          .catch((error: unknown) =>
            options.log?.(`The outbox could not be sent: ${String(error)}`),
          );
        void reviewOutbox
          .resume()
          .catch((error: unknown) =>
            options.log?.(`Review ratings and notes could not be sent: ${String(error)}`),
          );
        return;
      }
      // Log out: the session goes from every store, with what the cache knew of this learner.
      // The outbox stays, filed under its account, and the page stops listing it.
      await secrets.store.delete(server);
      await forgetLearnerData(db, server);
      emit(offlineEvents.outboxChanged, await outbox.pending());
    },
    // Said once per run: the renderer shows it as a toast.
    async [offlineChannels.sessionNotice]() {
      if (noticeGiven) return null;
      noticeGiven = true;
      return secrets.notice;
    },
    [offlineChannels.secretStoreKind]: () => Promise.resolve(secrets.store.kind),
    [offlineChannels.connectionOnline]: () => Promise.resolve(connection.isOnline()),
    [offlineChannels.connectionReason]: () => Promise.resolve(connection.reason()),
    [offlineChannels.outboxList]: () => outbox.pending(),
    [offlineChannels.outboxRetry]: (key) => outbox.retry(key as string),
    [offlineChannels.outboxDiscard]: (key) => outbox.discard(key as string),
    [offlineChannels.reviewOutboxList]: () => reviewOutbox.pending(),
    [offlineChannels.reviewOutboxDiscard]: (key) => reviewOutbox.discard(key as string),
    async [offlineChannels.toolchains]() {
      const chosen = toolchainPaths.saved();
      return (await localRunner.toolchains()).map((toolchain) => ({
        ...toolchain,
        path: toolchainExecutable(getLanguage(toolchain.id)),
        chosen: chosen[toolchain.id] !== undefined,
      }));
    },
    [offlineChannels.localRunIsolation]: () => localRunner.isolation(),
    [offlineChannels.toolchainPathSet]: (id, path) =>
      toolchainPaths.choose(id as LanguageId, (path as string | null) || null),
    [offlineChannels.serverUrl]: () => Promise.resolve(server),
    // Kept for the next start; its own cache and keychain entry are keyed by the new URL.
    async [offlineChannels.serverSet](url) {
      const outcome = writeServerSetting(settingsFile(options.userDataDir), url);
      if ('error' in outcome) return { error: outcome.error };
      if (outcome.serverUrl !== server) options.onServerChanged?.(outcome.serverUrl);
      return { error: null };
    },
    [offlineChannels.syncCatalogue]: () =>
      syncCatalogue(answerApi, server, (progress) => emit(offlineEvents.syncProgress, progress)),
    // Drafts and custom cases of this server; arguments were checked by offlineIpcArguments.
    [offlineChannels.learnerWorkRead]: () => readLearnerWork(db, server),
    [offlineChannels.draftSave]: (draft) =>
      saveDraft(db, server, draft as LearnerWork['drafts'][number]),
    [offlineChannels.draftClear]: (problemId, language) =>
      deleteDraft(db, server, problemId as string, language as LanguageId),
    [offlineChannels.customCasesSave]: (cases) =>
      saveCustomCases(db, server, cases as LearnerWork['customCases'][number]),
    [offlineChannels.learnerWorkImport]: (work) =>
      importLearnerWork(db, server, work as LearnerWork),
    // The online compiler's files of this server, checked like drafts.
    [offlineChannels.compilerRead]: () => readCompilerWorkspace(db, server),
    [offlineChannels.compilerSave]: (workspace) =>
      saveCompilerWorkspace(db, server, workspace as SavedCompilerWorkspace),
    [offlineChannels.compilerImport]: (workspace) =>
      importCompilerWorkspace(db, server, workspace as SavedCompilerWorkspace),
  };

  return {
    answerApi,
    /** Answers one IPC call from the renderer; unknown channels are refused. */
    invoke(channel: string, args: unknown[]): Promise<unknown> {
      const handler = handlers[channel as OfflineChannel];
      if (!handler) return Promise.reject(new Error(`Unknown desktop call ${channel}`));
      return handler(...args);
    },
    channels: Object.values(offlineChannels),
    async close() {
      clearInterval(retry);
      closing.abort();
      await db.destroy();
    },
  };
}

export type DesktopServices = Awaited<ReturnType<typeof createDesktopServices>>;
