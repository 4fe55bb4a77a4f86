export { SettingsDialog } from './lazy-settings-dialog.tsx';
