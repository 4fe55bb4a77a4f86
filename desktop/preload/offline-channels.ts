/** IPC channels of the desktop's offline features; main and preload both import these names. */
export const offlineChannels = {
  sessionRead: 'session:read',
  sessionWrite: 'session:write',
  sessionNotice: 'session:notice',
  secretStoreKind: 'session:store-kind',
  connectionOnline: 'connection:online',
  connectionReason: 'connection:reason',
  outboxList: 'outbox:list',
  outboxRetry: 'outbox:retry',
  outboxDiscard: 'outbox:discard',
  reviewOutboxList: 'review-outbox:list',
  reviewOutboxDiscard: 'review-outbox:discard',
  toolchains: 'toolchains:list',
  toolchainPathSet: 'toolchains:set-path',
  localRunIsolation: 'toolchains:isolation',
  serverUrl: 'server:url',
  serverSet: 'server:set',
  syncCatalogue: 'catalogue:sync',
  learnerWorkRead: 'work:read',
  draftSave: 'work:draft-save',
  draftClear: 'work:draft-clear',
  customCasesSave: 'work:cases-save',
  learnerWorkImport: 'work:import',
  compilerRead: 'work:compiler-read',
  compilerSave: 'work:compiler-save',
  compilerImport: 'work:compiler-import',
} as const;

/** Events the main process sends to the renderer. */
export const offlineEvents = {
  connectionChanged: 'connection:changed',
  outboxChanged: 'outbox:changed',
  outboxSent: 'outbox:sent',
  outboxRefused: 'outbox:refused',
  outboxPaused: 'outbox:paused',
  cacheRefreshed: 'cache:refreshed',
  syncProgress: 'catalogue:progress',
} as const;

export type OfflineChannel = (typeof offlineChannels)[keyof typeof offlineChannels];
export type OfflineEvent = (typeof offlineEvents)[keyof typeof offlineEvents];
