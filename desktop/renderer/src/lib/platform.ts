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
