import { offlineCalls } from '../../preload/offline-contract.ts';
import { registerCalls, type CallAnswer, type IpcMainLike } from './handle-validated.ts';

/**
 * Registers the offline features' IPC handlers (the desktop services' `invoke`, which answers
 * each call of offline-contract.ts), each validated and limited to the app's page like the native
 * shell's: the session token is among them.
 */
export function registerOfflineIpc(
  ipc: IpcMainLike,
  invoke: CallAnswer,
  devRendererUrl?: string,
): void {
  registerCalls(ipc, offlineCalls, invoke, { devRendererUrl });
}
