export { SettingsDialog } from './lazy-settings-dialog.tsx';
export { settingsApi } from './settings-api.ts';
