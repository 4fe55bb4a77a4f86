import { desktopAnswerSources, desktopSourceHeader } from '@zencode/shared/contract';
import type { DesktopApi } from '../../../preload/desktop-api.ts';

declare global {
  interface Window {
    /** Present only inside the Electron app, set by the preload script. */
    zencode?: DesktopApi;
  }
}

/** The desktop bridge, or null in a browser. The one place the renderer learns where it runs. */
export function desktopApi(): DesktopApi | null {
  return typeof window !== 'undefined' && window.zencode ? window.zencode : null;
}

/** Whether the app runs inside the ZenCode desktop shell. */
export function isDesktop(): boolean {
  return desktopApi() !== null;
}

/**
 * How the desktop app answered a call while the server could not be reached: with the last copy
 * saved on this computer, or with nothing saved (`unreachable`). Null for the server's own answers
 * (and always in a browser).
 */
export function offlineAnswer(response: Response): 'copy' | 'unreachable' | null {
  const source = response.headers.get(desktopSourceHeader);
  if (source === desktopAnswerSources.offlineCopy) return 'copy';
  if (source === desktopAnswerSources.unreachable) return 'unreachable';
  return null;
}
