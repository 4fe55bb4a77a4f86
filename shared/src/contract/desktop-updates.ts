import { z } from 'zod';

/**
 * Where the desktop app's self-update stands (Settings › Desktop shows it): `off` when no update
 * feed is configured for this copy, then checking, current, downloading, ready (installs at the
 * next restart) or failed with the reason.
 */
export const desktopUpdateStatusSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('off') }),
  z.object({ state: z.literal('checking') }),
  z.object({ state: z.literal('current'), version: z.string() }),
  z.object({ state: z.literal('downloading'), version: z.string() }),
  z.object({ state: z.literal('ready'), version: z.string() }),
  z.object({ state: z.literal('failed'), message: z.string() }),
]);
export type DesktopUpdateStatus = z.infer<typeof desktopUpdateStatusSchema>;

/** The sentence Settings › Desktop (and the notification, once ready) says for a status. */
export function desktopUpdateText(status: DesktopUpdateStatus): string {
  switch (status.state) {
    case 'off':
      return 'Updates are not set up for this copy of ZenCode (its installer names no update feed).';
    case 'checking':
      return 'Checking for a new version…';
    case 'current':
      return `ZenCode ${status.version} is the latest version.`;
    case 'downloading':
      return `Downloading ZenCode ${status.version}…`;
    case 'ready':
      return `ZenCode ${status.version} is ready: it installs when you restart ZenCode.`;
    case 'failed':
      return `Could not check for a new version: ${status.message}`;
  }
}
