import {
  desktopSignInOutcomeSchema,
  desktopUpdateStatusSchema,
  oauthProviderSchema,
} from '@zencode/shared/contract';
import { z } from 'zod';
import { ipcCall, ipcEvent } from './ipc-contract.ts';
import { menuCommands } from './menu-commands.ts';

/*
 * The native shell between the page and the main process: menu, sign-in through the system
 * browser, notifications, the theme and the self-update. Like offline-contract.ts, the preload's
 * API (native-api.ts) and main's handlers (main/ipc/native-ipc.ts) come from here.
 */

/** A verdict as the page reports it for a notification. */
export const verdictArrivedSchema = z
  .object({
    problemTitle: z.string().trim().min(1).max(200),
    verdict: z.string().trim().min(1).max(80),
  })
  .strict();
export type VerdictArrived = z.infer<typeof verdictArrivedSchema>;

export const themeChoiceSchema = z.enum(['light', 'dark']);

/** Page → main calls of the native shell, by name. */
export const nativeCalls = {
  /** Open the provider's sign-in in the system browser; the outcome comes as `signInResult`. */
  startSignIn: ipcCall('sign-in:start', z.tuple([oauthProviderSchema]), z.void()),
  /** A verdict arrived; main notifies when the window is not focused. */
  verdictArrived: ipcCall('verdict:arrived', z.tuple([verdictArrivedSchema]), z.void()),
  /** The learner picked a theme; native menus and dialogs follow it. */
  chooseTheme: ipcCall('theme:choose', z.tuple([themeChoiceSchema]), z.void()),
  /** Where the app's self-update stands. */
  updateStatus: ipcCall('updates:status', z.tuple([]), desktopUpdateStatusSchema),
  /** Install the downloaded update now and start it. */
  restartToUpdate: ipcCall('updates:restart', z.tuple([]), z.void()),
};

/** Main → page events of the native shell, by name. */
export const nativeEvents = {
  /** A Problem menu command. */
  menuCommand: ipcEvent('menu:command', z.enum(menuCommands)),
  /** The outcome of a sign-in that came back through a zencode:// link. */
  signInResult: ipcEvent('sign-in:result', desktopSignInOutcomeSchema),
  updateChanged: ipcEvent('updates:changed', desktopUpdateStatusSchema),
};
