/** Why the server could not answer: no connection, no answer in time, or its gateway's 502/503/504. */
export type OfflineReason = 'network' | 'timeout' | 'gateway';

/**
 * Whether the ZenCode server answered the last request, and why not when it did not; listeners
 * hear every change of online/offline once.
 */
export function createConnectionStatus() {
  let online = true;
  let reason: OfflineReason | null = null;
  const listeners = new Set<(online: boolean) => void>();
  function set(next: boolean) {
    if (next === online) return;
    online = next;
    for (const listener of listeners) listener(online);
  }
  return {
    isOnline: () => online,
    /** Why the server is unreachable; null while it answers. */
    reason: () => reason,
    markOnline() {
      reason = null;
      set(true);
    },
    markOffline(why: OfflineReason = 'network') {
      reason = why;
      set(false);
    },
    /** Returns the unsubscribe function. */
    onChange(listener: (online: boolean) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ConnectionStatus = ReturnType<typeof createConnectionStatus>;
