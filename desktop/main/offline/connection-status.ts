/** Whether the ZenCode server answered the last request; listeners hear every change once. */
export function createConnectionStatus() {
  let online = true;
  const listeners = new Set<(online: boolean) => void>();
  function set(next: boolean) {
    if (next === online) return;
    online = next;
    for (const listener of listeners) listener(online);
  }
  return {
    isOnline: () => online,
    markOnline: () => set(true),
    markOffline: () => set(false),
    /** Returns the unsubscribe function. */
    onChange(listener: (online: boolean) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ConnectionStatus = ReturnType<typeof createConnectionStatus>;
