import { invoker, subscriber } from './contract-bridge.ts';
import type { IpcBridge } from './ipc-bridge.ts';
import { nativeCalls as calls, nativeEvents as events } from './native-contract.ts';

/**
 * The native shell as the page sees it: the Problem menu's commands, social sign-in through the
 * system browser, verdict notifications, the self-update and the learner's theme choice, each
 * from its call or event in native-contract.ts. Every `on...` answers a function that
 * unsubscribes.
 */
export function createNativeApi(ipc: IpcBridge) {
  return {
    menu: Object.freeze({
      onCommand: subscriber(ipc, events.menuCommand),
    }),
    signIn: Object.freeze({
      /** Opens the provider's sign-in in the system browser; the outcome comes to `onResult`. */
      start: invoker(ipc, calls.startSignIn),
      onResult: subscriber(ipc, events.signInResult),
    }),
    /** Tells the shell a verdict arrived; it notifies when the window is not in front. */
    verdictArrived: invoker(ipc, calls.verdictArrived),
    updates: Object.freeze({
      /** Where the app's self-update stands. */
      status: invoker(ipc, calls.updateStatus),
      /** Installs the downloaded update now and starts the new version. */
      restart: invoker(ipc, calls.restartToUpdate),
      onChange: subscriber(ipc, events.updateChanged),
    }),
    /** The learner picked a theme: native menus and dialogs follow it from now on. */
    chooseTheme: invoker(ipc, calls.chooseTheme),
  };
}

export type NativeApi = ReturnType<typeof createNativeApi>;
