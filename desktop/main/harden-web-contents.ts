import { app, session, shell } from 'electron';
import { decideNavigation } from './navigation-policy.ts';
import { isPermissionGranted } from './permission-policy.ts';

function openInBrowser(url: string): void {
  void shell.openExternal(url);
}

/**
 * Electron's security checklist for every page the app ever creates: no `<webview>`, navigation
 * and new windows kept to the app's origin (other http(s) links open in the system browser,
 * anything else is dropped), and only the permissions the app uses.
 */
export function hardenWebContents(devRendererUrl: string | undefined): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideNavigation(url, 'new-window', devRendererUrl);
      if (decision.action === 'open-externally') openInBrowser(decision.url);
      return { action: 'deny' };
    });
    const guard = (event: { preventDefault(): void }, url: string) => {
      const decision = decideNavigation(url, 'navigate', devRendererUrl);
      if (decision.action === 'allow') return;
      event.preventDefault();
      if (decision.action === 'open-externally') openInBrowser(decision.url);
    };
    contents.on('will-navigate', guard);
    contents.on('will-redirect', guard);
  });
  session.defaultSession.setPermissionRequestHandler((contents, permission, grant, details) =>
    grant(isPermissionGranted(permission, details.requestingUrl || contents?.getURL() || '')),
  );
  session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin),
  );
}
