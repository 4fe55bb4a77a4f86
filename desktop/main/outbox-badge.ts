import { outboxWaitingText } from '@zencode/shared/contract';

/** How the dock or taskbar is marked; Electron's calls, injected so the choice is testable. */
export interface BadgeTarget {
  platform: NodeJS.Platform;
  /** macOS dock and Linux launchers (Unity, KDE) show a number. */
  setBadgeCount(count: number): void;
  /** Windows' taskbar shows an overlay icon with a description for screen readers. */
  setOverlay(overlay: { bitmap: Buffer; size: number; description: string } | null): void;
}

const overlaySize = 16;

/**
 * A filled circle in the app's accent colour, as 32-bit BGRA pixels (what `nativeImage
 * .createFromBitmap` takes), so the Windows overlay needs no image file.
 */
export function badgeDotBitmap(size: number): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const centre = (size - 1) / 2;
  const radius = size / 2;
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      if ((x - centre) ** 2 + (y - centre) ** 2 > radius ** 2) continue;
      pixels.set([0x2b, 0x8a, 0xf5, 0xff], (y * size + x) * 4);
    }
  return pixels;
}

/**
 * Shows how many submissions wait in the outbox on the dock or taskbar; zero clears it. The
 * outbox calls this whenever its count changes.
 */
export function showOutboxCount(target: BadgeTarget, count: number): void {
  const waiting = Math.max(0, Math.floor(count));
  if (target.platform !== 'win32') {
    target.setBadgeCount(waiting);
    return;
  }
  target.setOverlay(
    waiting === 0
      ? null
      : {
          bitmap: badgeDotBitmap(overlaySize),
          size: overlaySize,
          description: outboxWaitingText(waiting),
        },
  );
}
