import { describe, expect, it } from 'vitest';
import { appVersionArgument } from '../preload/desktop-api.ts';
import { secureWebPreferences } from './web-preferences.ts';

describe('secureWebPreferences', () => {
  const preferences = secureWebPreferences('/app/out/preload/index.cjs', '1.2.3');

  it('isolates the preload from the page and sandboxes the renderer', () => {
    expect(preferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
    });
  });

  it('gives the page, its workers and frames no Node.js, no <webview> and no insecure content', () => {
    expect(preferences).toMatchObject({
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      navigateOnDragDrop: false,
    });
  });

  it('hands the preload only the app version', () => {
    expect(preferences.additionalArguments).toEqual([`${appVersionArgument}1.2.3`]);
  });
});
