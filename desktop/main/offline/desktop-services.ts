import { join } from 'node:path';
import {
  claimVisitorAnswers,
  claimVisitorWork,
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
  visitorAccount,
  type WorkOwner,
} from '../cache/index.ts';
import { API_BASE, apiRoutes, messages, savedDraftSchema } from '@zencode/shared/contract';
import { getLanguage, toolchainExecutable } from '@zencode/shared/judge';
import { createLocalRunner } from '../local-run/local-runner.ts';
import { createToolchainPaths } from '../local-run/toolchain-paths.ts';
import { writeServerSetting } from '../server-setting.ts';
import { settingsFile } from '../settings-file.ts';
import { chooseSecretStore, type KeytarModule, type StringEncryption } from '../secrets/index.ts';
import type { CallHandlers } from '../../preload/ipc-contract.ts';
import {
  offlineCalls,
  offlineEvents as events,
  type OfflineEventArgs,
} from '../../preload/offline-contract.ts';
import { createCallAnswerer } from '../ipc/create-call-answerer.ts';
import { createApiGateway } from './api-gateway.ts';
import { createConnectionStatus } from './connection-status.ts';
import { type ArrivedVerdict, followVerdict } from './follow-verdict.ts';
import { createOutbox } from './outbox.ts';
import { createReviewOutbox } from './review-outbox.ts';
import { isServerUnreachable } from './server-unreachable.ts';
import { accountOfToken } from './session-account.ts';
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
  /** Delivers an event of offline-contract.ts to the renderer (webContents.send in the app). */
  emit: (...event: OfflineEventArgs) => void;
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
  // Whose drafts, custom cases and compiler files the page reads and writes: the account signed
  // in (its user id), or the visitor's set. Changed only when the session is (sign-in, log out),
  // after the page has written what it still had; at sign-in the visitor's work becomes the
  // account's. Each call takes the owner when it arrives, so a write sent before a sign-out is
  // filed under the account that made it.
  const claimFor = async (account: string | null) => {
    const claimed = await claimVisitorWork(db, server, account ?? visitorAccount);
    // The visitor's last copies of the server's answers go with the work (cached-answers.ts).
    await claimVisitorAnswers(db, server, account ?? visitorAccount);
    if (claimed.drafts + claimed.customCases + claimed.compilerFiles > 0)
      options.log?.(
        `The visitor's work moved to the account: ${claimed.drafts} drafts, ${claimed.customCases} custom-case sets, ${claimed.compilerFiles} compiler files.`,
      );
    return account ?? visitorAccount;
  };
  let workAccount = await claimFor(accountOfToken(await readToken()));
  const owner = (): WorkOwner => ({ server, account: workAccount });
  const connection = createConnectionStatus();
  const outbox = createOutbox({
    db,
    server,
    fetchUpstream: options.fetchUpstream,
    readToken,
    // A refused submission's code is not lost: it becomes the draft of its problem and language.
    keepAsDraft: (entry) =>
      saveDraft(
        db,
        { server, account: entry.account ?? visitorAccount },
        savedDraftSchema.parse({
          problemId: entry.problemId,
          language: entry.language,
          code: entry.code,
        }),
      ),
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
    onCacheRefreshed: () => emit(events.cacheRefreshed.channel, null),
  });
  connection.onChange((online) => emit(events.connectionChanged.channel, online));
  outbox.onChange(() => {
    void outbox
      .pending()
      .then((entries) => emit(events.outboxChanged.channel, entries))
      // A change that lands as the app closes has no page left to tell.
      .catch((error: unknown) => options.log?.(`The outbox could not be listed: ${String(error)}`));
  });
  // Followed here, not in a page: a reload or another page must not lose the notification.
  const closing = new AbortController();
  outbox.onSent((submission, idempotencyKey) => {
    emit(events.outboxSent.channel, submission);
    void followVerdict(submission, { answerApi, server, signal: closing.signal }).then(
      (arrived) => {
        if (!arrived) return;
        const { problemTitle, verdict } = arrived;
        // The page that showed it as queued shows its verdict; the others refetch.
        emit(events.outboxJudged.channel, { idempotencyKey, submission: arrived.submission });
        emit(events.cacheRefreshed.channel, null);
        options.onVerdict?.({ problemTitle, verdict });
      },
    );
  });
  outbox.onEvent((event) => {
    if (event.kind === 'refused') emit(events.outboxRefused.channel, event.entry);
    if (event.kind === 'paused') emit(events.outboxPaused.channel, null);
  });
  // Ratings and notes sent from the review outbox: the pages read the server's schedule again.
  reviewOutbox.onChange(() => emit(events.cacheRefreshed.channel, null));
  const sendWaiting = [waitingSender(outbox), waitingSender(reviewOutbox)];
  const retry = setInterval(() => sendWaiting.forEach((send) => void send()), outboxRetryMs);
  retry.unref();
  let noticeGiven = false;

  /**
   * Whether the server takes `token` as a session: true or false from its answer to a read only
   * a signed-in account may make, null when it cannot be reached.
   */
  async function serverConfirms(token: string): Promise<boolean | null> {
    try {
      const response = await options.fetchUpstream(
        `${server}${API_BASE}${apiRoutes.me.editorSettings}`,
        {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(30_000),
        },
      );
      await response.body?.cancel();
      if (response.status === 401 || response.status === 403) return false;
      return response.ok && !isServerUnreachable(response) ? true : null;
    } catch {
      return null;
    }
  }

  const handlers: CallHandlers<typeof offlineCalls> = {
    sessionRead: () => readToken(),
    async sessionWrite(token) {
      if (typeof token === 'string' && token) {
        // Only a session the server confirms is kept: its account then opens that account's
        // drafts and last copies here, which a made-up token naming someone must never do.
        const confirmed = await serverConfirms(token);
        if (!confirmed)
          throw new Error(
            confirmed === null ? messages.sessionNotConfirmed : messages.sessionExpired,
          );
        await secrets.store.set(server, token);
        workAccount = await claimFor(accountOfToken(token));
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
      workAccount = visitorAccount;
      await forgetLearnerData(db, server);
      emit(events.outboxChanged.channel, await outbox.pending());
    },
    // Said once per run: the renderer shows it as a toast.
    async sessionNotice() {
      if (noticeGiven) return null;
      noticeGiven = true;
      return secrets.notice;
    },
    secretStoreKind: () => Promise.resolve(secrets.store.kind),
    connectionOnline: () => Promise.resolve(connection.isOnline()),
    connectionReason: () => Promise.resolve(connection.reason()),
    outboxList: () => outbox.pending(),
    outboxRetry: (key) => outbox.retry(key),
    outboxDiscard: (key) => outbox.discard(key),
    reviewOutboxList: () => reviewOutbox.pending(),
    reviewOutboxDiscard: (key) => reviewOutbox.discard(key),
    async toolchains() {
      const chosen = toolchainPaths.saved();
      return (await localRunner.toolchains()).map((toolchain) => ({
        ...toolchain,
        path: toolchainExecutable(getLanguage(toolchain.id)),
        chosen: chosen[toolchain.id] !== undefined,
      }));
    },
    // The page tells a sandboxed run from an unsandboxed one; the runner's sandbox is one or the other.
    localRunIsolation: async () =>
      (await localRunner.isolation()) === 'plain' ? 'plain' : 'process',
    toolchainPathSet: (id, path) => toolchainPaths.choose(id, path || null),
    serverUrl: () => Promise.resolve(server),
    // Kept for the next start; its own cache and keychain entry are keyed by the new URL.
    async serverSet(url) {
      const outcome = writeServerSetting(settingsFile(options.userDataDir), url);
      if ('error' in outcome) return { error: outcome.error };
      if (outcome.serverUrl !== server) options.onServerChanged?.(outcome.serverUrl);
      return { error: null };
    },
    syncCatalogue: () =>
      syncCatalogue(answerApi, server, (progress) => emit(events.syncProgress.channel, progress)),
    // Drafts and custom cases of the account signed in on this server (or the visitor's);
    // arguments checked by offline-contract.ts.
    learnerWorkRead: () => readLearnerWork(db, owner()),
    draftSave: (draft) => saveDraft(db, owner(), draft),
    draftClear: (problemId, language) => deleteDraft(db, owner(), problemId, language),
    customCasesSave: (cases) => saveCustomCases(db, owner(), cases),
    learnerWorkImport: (work) => importLearnerWork(db, owner(), work),
    // The online compiler's files of that account, checked like drafts.
    compilerRead: () => readCompilerWorkspace(db, owner()),
    compilerSave: (workspace) => saveCompilerWorkspace(db, owner(), workspace),
    compilerImport: (workspace) => importCompilerWorkspace(db, owner(), workspace),
  };

  return {
    answerApi,
    /**
     * Answers one IPC call from the renderer behind its contract: arguments and answer checked,
     * unknown channels refused.
     */
    invoke: createCallAnswerer(offlineCalls, handlers),
    async close() {
      clearInterval(retry);
      closing.abort();
      await db.destroy();
    },
  };
}

export type DesktopServices = Awaited<ReturnType<typeof createDesktopServices>>;
