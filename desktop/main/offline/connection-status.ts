/** Why the server could not answer: no connection, no answer in time, or its gateway's 502/503/504. */
export type OfflineReason = 'network' | 'timeout' | 'gateway';

/**
 * Whether the ZenCode server answered the last request, and why not when it did not. Listeners
 * hear each change once: online or offline, and a new reason while offline (the app says which).
 */
export function createConnectionStatus() {
  // Null while the server answers: online is exactly "no reason to be offline".
  let reason: OfflineReason | null = null;
  const listeners = new Set<(online: boolean) => void>();
  function set(next: OfflineReason | null) {
    if (next === reason) return;
    reason = next;
    for (const listener of listeners) listener(reason === null);
  }
  return {
    isOnline: () => reason === null,
    /** Why the server is unreachable; null while it answers. */
    reason: () => reason,
    markOnline: () => set(null),
    markOffline: (why: OfflineReason = 'network') => set(why),
    /** Returns the unsubscribe function. */
    onChange(listener: (online: boolean) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ConnectionStatus = ReturnType<typeof createConnectionStatus>;
