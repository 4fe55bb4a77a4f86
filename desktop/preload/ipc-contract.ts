import type { z } from 'zod';

/** The main process's side of a call: checked arguments in, an answer its schema accepts out. */
export type Handler<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

/**
 * One page → main call: its channel, the zod tuple of its arguments and the zod schema of its
 * answer. The preload's function (`invoker`), main's handler type (`CallHandler`) and the checks
 * on both sides all come from it, so the two sides cannot drift apart. Its schemas check and do
 * not transform: the page passes what main receives and receives what main answers.
 */
export interface IpcCall<Channel extends string, Args extends unknown[], Result> {
  readonly channel: Channel;
  readonly args: z.ZodType<Args>;
  readonly result: z.ZodType<Result>;
  /**
   * Runs `handler` on `raw` arguments (refused unless they pass `args`) and answers its result
   * (refused unless it passes `result`), each refusal an error naming the channel.
   */
  answer(handler: Handler<Args, Result>, raw: unknown[]): Promise<Result>;
}

/**
 * Any call, as a contract's collection of calls holds them: every call fits whatever its
 * arguments, since a method's parameters are compared both ways.
 */
export interface AnyIpcCall {
  readonly channel: string;
  readonly args: z.ZodType<unknown[]>;
  readonly result: z.ZodType;
  answer(handler: (...args: unknown[]) => unknown, raw: unknown[]): Promise<unknown>;
}

/** One main → page event: its channel and the zod schema of its payload. */
export interface IpcEvent<Channel extends string, Payload> {
  readonly channel: Channel;
  readonly payload: z.ZodType<Payload>;
}

/** Raised back to the page when a call is refused; nothing was done. */
export class IpcRefusedError extends Error {
  override name = 'IpcRefusedError';
}

/**
 * The refusal of a call's arguments or answer: "channel: invalid arguments (0.language: ...)." or
 * "channel: the main process answered outside the contract (0.state: ...).", with the first
 * problem zod found.
 */
export function ipcRefusal(
  channel: string,
  part: 'arguments' | 'answer',
  error: z.ZodError,
): IpcRefusedError {
  const issue = error.issues[0];
  const what =
    part === 'arguments' ? 'invalid arguments' : 'the main process answered outside the contract';
  return new IpcRefusedError(
    `${channel}: ${what} (${issue?.path.join('.') || part}: ${issue?.message ?? 'invalid'}).`,
  );
}

/** Declares a call; `args` is a `z.tuple([...])` of what the page passes. */
export function ipcCall<const Channel extends string, Args extends unknown[], Result>(
  channel: Channel,
  args: z.ZodType<Args>,
  result: z.ZodType<Result>,
): IpcCall<Channel, Args, Result> {
  return Object.freeze({
    channel,
    args,
    result,
    async answer(handler: Handler<Args, Result>, raw: unknown[]): Promise<Result> {
      const parsedArgs = args.safeParse(raw);
      if (!parsedArgs.success) throw ipcRefusal(channel, 'arguments', parsedArgs.error);
      const answered = result.safeParse(await handler(...parsedArgs.data));
      if (answered.success) return answered.data;
      throw ipcRefusal(channel, 'answer', answered.error);
    },
  });
}

/** Declares an event. */
export function ipcEvent<const Channel extends string, Payload>(
  channel: Channel,
  payload: z.ZodType<Payload>,
): IpcEvent<Channel, Payload> {
  return Object.freeze({ channel, payload });
}

/** What the page passes to a call. */
export type CallArgs<Call extends AnyIpcCall> = Parameters<Parameters<Call['answer']>[0]>;

/** The main process's handler of a call. */
export type CallHandler<Call extends AnyIpcCall> = Parameters<Call['answer']>[0];

/** A handler for every call of a contract, by the call's name in it. */
export type CallHandlers<Calls extends Record<string, AnyIpcCall>> = {
  [Name in keyof Calls]: CallHandler<Calls[Name]>;
};

/**
 * The (channel, payload) pairs main may send for a contract's events, as a union of tuples: a
 * function taking `...args: EventArgs<...>` sees the payload's type narrow with the channel.
 */
export type EventArgs<Events extends Record<string, IpcEvent<string, unknown>>> = {
  [Name in keyof Events]: Events[Name] extends IpcEvent<infer Channel, infer Payload>
    ? [channel: Channel, payload: Payload]
    : never;
}[keyof Events];
