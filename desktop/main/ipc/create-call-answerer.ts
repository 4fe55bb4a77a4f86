import { IpcRefusedError, type AnyIpcCall, type CallHandlers } from '../../preload/ipc-contract.ts';
import type { CallAnswer } from './handle-validated.ts';

/**
 * Answers the calls of a contract by channel, each with its handler behind the call's schemas
 * (`IpcCall.answer`): the type asks for a handler per call; an unknown channel is refused.
 */
export function createCallAnswerer<Calls extends Record<string, AnyIpcCall>>(
  calls: Calls,
  handlers: CallHandlers<Calls>,
): CallAnswer {
  const answers = new Map<string, (raw: unknown[]) => Promise<unknown>>();
  for (const name in calls) {
    const call = calls[name];
    const handler = handlers[name];
    // Always there (`name` comes from `calls`); the index type cannot say so.
    if (!call) continue;
    answers.set(call.channel, (raw) => call.answer(handler, raw));
  }
  return (channel, args) => {
    const answer = answers.get(channel);
    if (!answer) return Promise.reject(new IpcRefusedError(`Unknown desktop call ${channel}`));
    return answer(args);
  };
}
