/** What the desktop app adds to the renderer: keychain session, status badges, Desktop settings. */
export { createKeychainTokenStore } from './keychain-token-store.ts';
export { createDesktopLearnerWork } from './desktop-learner-work.ts';
export { DesktopStatus } from './desktop-status.tsx';
export { OfflineNotice } from './offline-notice.tsx';
export { DesktopSettingsTab } from './desktop-settings-tab.tsx';
export { useDesktopSync } from './use-desktop-sync.ts';
