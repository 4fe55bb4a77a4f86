import {
  desktopUpdateStatusSchema,
  type DesktopSignInOutcome,
  type DesktopUpdateStatus,
  type OauthProvider,
} from '@zencode/shared/contract';
import type { IpcBridge } from './ipc-bridge.ts';
import { menuCommands, type MenuCommand } from './menu-commands.ts';
import { nativeChannels } from './native-channels.ts';

const isMenuCommand = (value: unknown): value is MenuCommand =>
  menuCommands.some((command) => command === value);

/**
 * The native shell as the page sees it: the Problem menu's commands, social sign-in through the
 * system browser, verdict notifications and the learner's theme choice. Every `on...` answers a
 * function that unsubscribes.
 */
export function createNativeApi(ipc: IpcBridge) {
  return {
    menu: Object.freeze({
      onCommand(listener: (command: MenuCommand) => void): () => void {
        return ipc.on(nativeChannels.menuCommand, (command) => {
          if (isMenuCommand(command)) listener(command);
        });
      },
    }),
    signIn: Object.freeze({
      /** Opens the provider's sign-in in the system browser; the outcome comes to `onResult`. */
      start: (provider: OauthProvider): Promise<void> =>
        ipc.invoke(nativeChannels.startSignIn, provider).then(() => undefined),
      onResult(listener: (outcome: DesktopSignInOutcome) => void): () => void {
        return ipc.on(nativeChannels.signInResult, (outcome) =>
          listener(outcome as DesktopSignInOutcome),
        );
      },
    }),
    /** Tells the shell a verdict arrived; it notifies when the window is not in front. */
    verdictArrived: (verdict: { problemTitle: string; verdict: string }): Promise<void> =>
      ipc.invoke(nativeChannels.verdictArrived, verdict).then(() => undefined),
    updates: Object.freeze({
      /** Where the app's self-update stands. */
      status: (): Promise<DesktopUpdateStatus> =>
        ipc
          .invoke(nativeChannels.updateStatus)
          .then((status) => desktopUpdateStatusSchema.parse(status)),
      /** Installs the downloaded update now and starts the new version. */
      restart: (): Promise<void> =>
        ipc.invoke(nativeChannels.restartToUpdate).then(() => undefined),
      onChange(listener: (status: DesktopUpdateStatus) => void): () => void {
        return ipc.on(nativeChannels.updateChanged, (status) => {
          const parsed = desktopUpdateStatusSchema.safeParse(status);
          if (parsed.success) listener(parsed.data);
        });
      },
    }),
    /** The learner picked a theme: native menus and dialogs follow it from now on. */
    chooseTheme: (theme: 'light' | 'dark'): Promise<void> =>
      ipc.invoke(nativeChannels.chooseTheme, theme).then(() => undefined),
  };
}

export type NativeApi = ReturnType<typeof createNativeApi>;
