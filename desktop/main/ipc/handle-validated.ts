import type { z } from 'zod';
import { isAppPageUrl } from '../navigation-policy.ts';

/** The part of Electron's `IpcMainInvokeEvent` the check reads. */
export interface IpcInvokeEvent {
  senderFrame: { url: string; parent: unknown } | null;
}

/** The part of Electron's `ipcMain` that registers invoke handlers. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void;
}

/** Raised back to the renderer's `invoke` when a call is refused; nothing was done. */
export class IpcRefusedError extends Error {
  override name = 'IpcRefusedError';
}

/**
 * Only the app's own top-level page may call the main process: not an iframe, not another site
 * that a navigation bug let in, not a frame already gone.
 */
export function isTrustedSender(event: IpcInvokeEvent, devRendererUrl?: string): boolean {
  const frame = event.senderFrame;
  return !!frame && frame.parent === null && isAppPageUrl(frame.url, devRendererUrl);
}

/**
 * Registers `channel` so that the handler runs only for a trusted sender and with arguments that
 * pass `schema` (a tuple of the invoke arguments); anything else rejects the renderer's promise
 * with a message naming the channel, and the handler never sees it.
 */
export function handleValidated<Args extends z.ZodType<unknown[]>, Result>(
  ipc: IpcMainLike,
  channel: string,
  schema: Args,
  handler: (...args: z.infer<Args>) => Result | Promise<Result>,
  options: { devRendererUrl?: string } = {},
): void {
  ipc.handle(channel, async (event, ...args) => {
    if (!isTrustedSender(event, options.devRendererUrl))
      throw new IpcRefusedError(`${channel}: refused a call from outside the app's page.`);
    const parsed = schema.safeParse(args);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new IpcRefusedError(
        `${channel}: invalid arguments (${issue?.path.join('.') || 'arguments'}: ${issue?.message ?? 'invalid'}).`,
      );
    }
    return handler(...(parsed.data as z.infer<Args>));
  });
}
