/** What the desktop app adds to the renderer: keychain session, status badges, Desktop settings. */
export { startDesktopSession } from './start-desktop-session.ts';
export { DesktopStatus } from './desktop-status.tsx';
export { OfflineNotice } from './offline-notice.tsx';
export { DesktopSettingsTab } from './desktop-settings-tab.tsx';
export { useDesktopSync } from './use-desktop-sync.ts';
