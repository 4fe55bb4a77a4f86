import { describe, expect, it } from 'vitest';
import { badgeDotBitmap, showOutboxCount, type BadgeTarget } from './outbox-badge.ts';

function target(platform: NodeJS.Platform) {
  const calls: unknown[] = [];
  const badge: BadgeTarget = {
    platform,
    setBadgeCount: (count) => calls.push(['count', count]),
    setOverlay: (overlay) =>
      calls.push(['overlay', overlay && { size: overlay.size, description: overlay.description }]),
  };
  return { badge, calls };
}

describe('showOutboxCount', () => {
  it('puts the number on the macOS dock and Linux launchers, and clears it at zero', () => {
    for (const platform of ['darwin', 'linux'] as const) {
      const { badge, calls } = target(platform);
      showOutboxCount(badge, 3);
      showOutboxCount(badge, 0);
      expect(calls).toEqual([
        ['count', 3],
        ['count', 0],
      ]);
    }
  });

  it('marks the Windows taskbar with an overlay that says how many wait', () => {
    const { badge, calls } = target('win32');
    showOutboxCount(badge, 1);
    showOutboxCount(badge, 4);
    showOutboxCount(badge, 0);
    expect(calls).toEqual([
      ['overlay', { size: 16, description: '1 submission waiting to be sent' }],
      ['overlay', { size: 16, description: '4 submissions waiting to be sent' }],
      ['overlay', null],
    ]);
  });

  it('never shows a negative or fractional count', () => {
    const { badge, calls } = target('darwin');
    showOutboxCount(badge, -2);
    showOutboxCount(badge, 2.7);
    expect(calls).toEqual([
      ['count', 0],
      ['count', 2],
    ]);
  });
});

describe('badgeDotBitmap', () => {
  it('is a size × size BGRA image: opaque in the middle, transparent in the corners', () => {
    const bitmap = badgeDotBitmap(16);
    expect(bitmap.length).toBe(16 * 16 * 4);
    const alphaAt = (x: number, y: number) => bitmap[(y * 16 + x) * 4 + 3];
    expect(alphaAt(8, 8)).toBe(0xff);
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(15, 15)).toBe(0);
  });
});
