import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from './permission-policy.ts';

describe('isPermissionGranted', () => {
  it('lets the app write to the clipboard', () => {
    expect(isPermissionGranted('clipboard-sanitized-write', 'app://zencode/problems/two-sum')).toBe(
      true,
    );
  });

  it('refuses every permission the app does not use', () => {
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'midi',
      'midiSysex',
      'pointerLock',
      'fullscreen',
      'openExternal',
      'clipboard-read',
      'display-capture',
      'hid',
      'serial',
      'usb',
      'idle-detection',
      'window-management',
      'unknown',
    ]) {
      expect(isPermissionGranted(permission, 'app://zencode/'), permission).toBe(false);
    }
  });

  it('refuses even the clipboard to other origins', () => {
    for (const url of ['https://evil.example/', 'app://other/', 'file:///etc/passwd', '', 'x'])
      expect(isPermissionGranted('clipboard-sanitized-write', url), url).toBe(false);
  });
});
