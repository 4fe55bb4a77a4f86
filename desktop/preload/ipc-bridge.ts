/** The part of Electron's `ipcRenderer` the preload uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/** Calls into the main process and subscriptions to it, never `ipcRenderer` itself. */
export interface IpcBridge {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  /** Subscribes to a main → page channel; the answer unsubscribes. The event object stays here. */
  on(channel: string, listener: (...args: unknown[]) => void): () => void;
}

/** Wraps `ipcRenderer` so that the page never receives it, nor the IPC event with its sender. */
export function createIpcBridge(ipcRenderer: IpcRendererLike): IpcBridge {
  return {
    invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
    on(channel, listener) {
      const forward = (_event: unknown, ...args: unknown[]) => listener(...args);
      ipcRenderer.on(channel, forward);
      return () => {
        ipcRenderer.removeListener(channel, forward);
      };
    },
  };
}
