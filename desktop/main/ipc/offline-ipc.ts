import {
  languageIds,
  learnerWorkSchema,
  savedCompilerWorkspaceSchema,
  savedCustomCasesSchema,
  savedDraftSchema,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { offlineChannels, type OfflineChannel } from '../../preload/offline-channels.ts';
import { handleValidated, type IpcMainLike } from './handle-validated.ts';

const noArguments = z.tuple([]);

/** The argument tuples of each page → main call of the offline features. */
export const offlineIpcArguments: Record<OfflineChannel, z.ZodType<unknown[]>> = {
  [offlineChannels.sessionRead]: noArguments,
  // A token to keep, or null (or '') to log out.
  [offlineChannels.sessionWrite]: z.tuple([z.string().nullable()]),
  [offlineChannels.sessionNotice]: noArguments,
  [offlineChannels.secretStoreKind]: noArguments,
  [offlineChannels.connectionOnline]: noArguments,
  [offlineChannels.connectionReason]: noArguments,
  [offlineChannels.outboxList]: noArguments,
  // An entry's idempotency key (a UUID); only the signed-in account's entries are touched.
  [offlineChannels.outboxRetry]: z.tuple([z.string().min(1).max(200)]),
  [offlineChannels.outboxDiscard]: z.tuple([z.string().min(1).max(200)]),
  // Review-schedule ratings and notes made offline, as the outbox's entries.
  [offlineChannels.reviewOutboxList]: noArguments,
  [offlineChannels.reviewOutboxDiscard]: z.tuple([z.string().min(1).max(200)]),
  [offlineChannels.toolchains]: noArguments,
  // A language and the path of its program, or null for the default toolchain.
  [offlineChannels.toolchainPathSet]: z.tuple([
    z.enum(languageIds),
    z.string().max(4096).nullable(),
  ]),
  [offlineChannels.localRunIsolation]: noArguments,
  [offlineChannels.serverUrl]: noArguments,
  // Any text: the services answer a clear message for one that is not a server's address.
  [offlineChannels.serverSet]: z.tuple([z.string().max(2000)]),
  [offlineChannels.syncCatalogue]: noArguments,
  [offlineChannels.learnerWorkRead]: noArguments,
  [offlineChannels.draftSave]: z.tuple([savedDraftSchema]),
  [offlineChannels.draftClear]: z.tuple([savedDraftSchema.shape.problemId, z.enum(languageIds)]),
  [offlineChannels.customCasesSave]: z.tuple([savedCustomCasesSchema]),
  [offlineChannels.learnerWorkImport]: z.tuple([learnerWorkSchema]),
  [offlineChannels.compilerRead]: noArguments,
  [offlineChannels.compilerSave]: z.tuple([savedCompilerWorkspaceSchema]),
  [offlineChannels.compilerImport]: z.tuple([savedCompilerWorkspaceSchema]),
};

/**
 * Registers the offline features' IPC handlers (the desktop services' `invoke`), each validated
 * and limited to the app's page like the native shell's: the session token is among them.
 */
export function registerOfflineIpc(
  ipc: IpcMainLike,
  invoke: (channel: OfflineChannel, args: unknown[]) => Promise<unknown>,
  devRendererUrl?: string,
): void {
  for (const [channel, schema] of Object.entries(offlineIpcArguments) as [
    OfflineChannel,
    z.ZodType<unknown[]>,
  ][])
    handleValidated(ipc, channel, schema, (...args) => invoke(channel, args), { devRendererUrl });
}
