import type { CallHandlers } from '../../preload/ipc-contract.ts';
import { nativeCalls } from '../../preload/native-contract.ts';
import { createCallAnswerer } from './create-call-answerer.ts';
import { registerCalls, type IpcMainLike } from './handle-validated.ts';

/** The native shell's handlers, one per call of native-contract.ts. */
export type NativeIpcHandlers = CallHandlers<typeof nativeCalls>;

/** Registers the native shell's IPC handlers, each validated and limited to the app's page. */
export function registerNativeIpc(
  ipc: IpcMainLike,
  handlers: NativeIpcHandlers,
  devRendererUrl?: string,
): void {
  registerCalls(ipc, nativeCalls, createCallAnswerer(nativeCalls, handlers), { devRendererUrl });
}
