import { IpcRefusedError, ipcRefusal, type AnyIpcCall } from '../../preload/ipc-contract.ts';
import { isAppPageUrl } from '../navigation-policy.ts';

/** The part of Electron's `IpcMainInvokeEvent` the check reads. */
export interface IpcInvokeEvent {
  senderFrame: { url: string; parent: unknown } | null;
}

/** The part of Electron's `ipcMain` that registers invoke handlers. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void;
}

/** Answers a call's checked arguments (see `createCallAnswerer`). */
export type CallAnswer = (channel: string, args: unknown[]) => Promise<unknown>;

/**
 * Only the app's own top-level page may call the main process: not an iframe, not another site
 * that a navigation bug let in, not a frame already gone.
 */
export function isTrustedSender(event: IpcInvokeEvent, devRendererUrl?: string): boolean {
  const frame = event.senderFrame;
  return !!frame && frame.parent === null && isAppPageUrl(frame.url, devRendererUrl);
}

/**
 * Registers `call` so that `answer` runs only for a trusted sender and with arguments that pass
 * the call's schema; anything else rejects the renderer's promise with a message naming the
 * channel, and `answer` never sees it.
 */
export function handleValidated(
  ipc: IpcMainLike,
  call: AnyIpcCall,
  answer: CallAnswer,
  options: { devRendererUrl?: string } = {},
): void {
  const channel = call.channel;
  ipc.handle(channel, async (event, ...args) => {
    if (!isTrustedSender(event, options.devRendererUrl))
      throw new IpcRefusedError(`${channel}: refused a call from outside the app's page.`);
    const parsed = call.args.safeParse(args);
    if (!parsed.success) throw ipcRefusal(channel, 'arguments', parsed.error);
    return answer(channel, parsed.data);
  });
}

/** Registers every call of a contract (see `handleValidated`), all answered by `answer`. */
export function registerCalls(
  ipc: IpcMainLike,
  calls: Record<string, AnyIpcCall>,
  answer: CallAnswer,
  options: { devRendererUrl?: string } = {},
): void {
  for (const call of Object.values(calls)) handleValidated(ipc, call, answer, options);
}
