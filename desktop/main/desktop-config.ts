import { isAbsolute } from 'node:path';
import { z } from 'zod';

const desktopEnvSchema = z.object({
  ZENCODE_API_URL: z
    .url({
      protocol: /^https?$/,
      error: 'ZENCODE_API_URL must be an http(s) URL such as http://127.0.0.1:8080',
    })
    .default('http://127.0.0.1:8080'),
  /** A generic update feed (a folder with electron-builder's latest*.yml); else the installer's. */
  ZENCODE_UPDATE_URL: z
    .url({
      protocol: /^https?$/,
      error:
        'ZENCODE_UPDATE_URL must be an http(s) URL of a folder such as https://example.org/zencode/',
    })
    .optional(),
  /** Set by the AppImage runtime: the file the app runs from. */
  APPIMAGE: z.string().optional(),
  /** The XDG Base Directory specification: a relative (or empty) value is ignored. */
  XDG_DATA_HOME: z
    .string()
    .optional()
    .transform((dir) => (dir && isAbsolute(dir) ? dir : undefined)),
  /** Set by `electron-vite dev`: the renderer then comes from the Vite dev server. */
  ELECTRON_RENDERER_URL: z.url().optional(),
});

export interface DesktopConfig {
  /** Origin of the ZenCode API; `app://zencode/api/*` is forwarded there. */
  readonly apiBaseUrl: string;
  readonly devRendererUrl: string | undefined;
  /** ZENCODE_UPDATE_URL: where this copy looks for new versions, when not the installer's feed. */
  readonly updateFeedUrl: string | undefined;
  /** The AppImage this app runs from (Linux), whose zencode:// links it registers itself. */
  readonly appImagePath: string | undefined;
  /** Where the AppImage's desktop entry goes: $XDG_DATA_HOME, unset for ~/.local/share. */
  readonly xdgDataHome: string | undefined;
}

/**
 * Reads the desktop settings from the environment once, failing with the variable's name. The
 * server the learner chose in the app (`chosenServer`) replaces ZENCODE_API_URL's default.
 */
export function parseDesktopConfig(
  env: Record<string, string | undefined>,
  chosenServer: string | null = null,
): DesktopConfig {
  const parsed = desktopEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid desktop setting ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  return Object.freeze({
    apiBaseUrl: chosenServer ?? parsed.data.ZENCODE_API_URL.replace(/\/+$/, ''),
    devRendererUrl: parsed.data.ELECTRON_RENDERER_URL,
    updateFeedUrl: parsed.data.ZENCODE_UPDATE_URL,
    appImagePath: parsed.data.APPIMAGE,
    xdgDataHome: parsed.data.XDG_DATA_HOME,
  });
}

/**
 * The desktop settings of this process: the desktop package's one reader of process.env (the
 * Electron main process and the renderer's dev-server proxy both start here).
 */
export function loadDesktopConfig(chosenServer: string | null = null): DesktopConfig {
  return parseDesktopConfig(process.env, chosenServer);
}
