/**
 * The app's id on Windows: electron-builder's `appId`, which the NSIS installer gives the Start
 * menu shortcut. Windows shows notifications only for an app whose id matches a shortcut's.
 */
export const appUserModelId = 'dev.zencode.desktop';
