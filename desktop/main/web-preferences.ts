import type { WebPreferences } from 'electron';
import { appVersionArgument } from '../preload/desktop-api.ts';

/**
 * The page settings of Electron's security checklist for the app's window: the preload runs
 * isolated from the page (contextIsolation) in a sandboxed renderer, no Node.js in the page or
 * its frames, no `<webview>`, and a dropped file never navigates the window away.
 */
export function secureWebPreferences(preloadPath: string, appVersion: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    navigateOnDragDrop: false,
    additionalArguments: [`${appVersionArgument}${appVersion}`],
  };
}
