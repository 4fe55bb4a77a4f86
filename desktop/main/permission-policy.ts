import { isAppPageUrl } from './navigation-policy.ts';

/**
 * The only web permission the app's pages get: writing plain text to the clipboard (the editor's
 * Copy). Camera, microphone, location, notifications (the main process shows them), MIDI, HID,
 * serial, USB, full screen by the page, reading the clipboard and the rest are refused.
 */
export const grantedPermissions: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/**
 * Whether a page may use `permission`: only the app's own origin, only the granted ones. Used for
 * both Electron's permission request handler and its permission check handler.
 */
export function isPermissionGranted(permission: string, requestingUrl: string): boolean {
  return isAppPageUrl(requestingUrl) && grantedPermissions.has(permission);
}
