import { ipcRefusal, type IpcCall, type IpcEvent } from './ipc-contract.ts';
import type { IpcBridge } from './ipc-bridge.ts';

/**
 * The page's function for `call`: it sends the arguments on the call's channel and answers what
 * main sent, read through the call's result schema (an answer outside it rejects, naming the
 * channel), so its type is the contract's and not a promise of one.
 */
export function invoker<Args extends unknown[], Result>(
  ipc: IpcBridge,
  call: IpcCall<string, Args, Result>,
) {
  return async (...args: Args): Promise<Result> => {
    const parsed = call.result.safeParse(await ipc.invoke(call.channel, ...args));
    if (parsed.success) return parsed.data;
    throw ipcRefusal(call.channel, 'answer', parsed.error);
  };
}

/**
 * Subscribes the page's listener to `event`; payloads outside the event's schema never reach it.
 * Answers the function that unsubscribes.
 */
export function subscriber<Payload>(ipc: IpcBridge, event: IpcEvent<string, Payload>) {
  return (listener: (payload: Payload) => void): (() => void) =>
    ipc.on(event.channel, (payload) => {
      const parsed = event.payload.safeParse(payload);
      if (parsed.success) listener(parsed.data);
    });
}
