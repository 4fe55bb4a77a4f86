/**
 * IPC channels between the main process and the page for the native shell: menu, sign-in through
 * the browser, notifications and the theme. Main validates every call's arguments.
 */
export const nativeChannels = {
  /** main → page: a Problem menu command (`MenuCommand`). */
  menuCommand: 'menu:command',
  /** page → main: open the provider's sign-in in the system browser. */
  startSignIn: 'sign-in:start',
  /** main → page: the outcome of a sign-in that came back through a zencode:// link. */
  signInResult: 'sign-in:result',
  /** page → main: a verdict arrived; main notifies when the window is not focused. */
  verdictArrived: 'verdict:arrived',
  /** page → main: the learner picked a theme; native menus and dialogs follow it. */
  chooseTheme: 'theme:choose',
  /** page → main: where the app's self-update stands (`DesktopUpdateStatus`). */
  updateStatus: 'updates:status',
  /** page → main: install the downloaded update now and start it. */
  restartToUpdate: 'updates:restart',
  /** main → page: the update status changed. */
  updateChanged: 'updates:changed',
} as const;
