import { z } from 'zod';
import { EDITOR_FONT_SIZE, EDITOR_TAB_SIZE } from './constants.ts';

/** Tab sizes the settings panel offers; a file's own indentation still wins when detected. */
export const EDITOR_TAB_SIZES = [2, 4, 8] as const;
export const EDITOR_FONT_SIZE_MIN = 10;
export const EDITOR_FONT_SIZE_MAX = 28;
/**
 * Key bindings: Monaco's own, or Vim from the monaco-vim package. (monaco-emacs, the maintained
 * Emacs package, loads through CommonJS and did not bind its keys in our build: not offered.)
 */
export const EDITOR_KEY_BINDINGS = ['default', 'vim'] as const;
export type EditorKeyBindings = (typeof EDITOR_KEY_BINDINGS)[number];

/** A learner's editor settings, kept on the account (and in the browser for visitors). */
export const editorSettingsSchema = z.object({
  tabSize: z.union([z.literal(2), z.literal(4), z.literal(8)]),
  fontSize: z.number().int().min(EDITOR_FONT_SIZE_MIN).max(EDITOR_FONT_SIZE_MAX),
  /** Suggestions built from the words already in the file (Monaco's `wordBasedSuggestions`). */
  wordSuggestions: z.boolean(),
  keyBindings: z.enum(EDITOR_KEY_BINDINGS),
});
export type EditorSettings = z.infer<typeof editorSettingsSchema>;

/** The product's editor: font 16, tab size 2; word suggestions on, Monaco's keys. */
export const defaultEditorSettings: EditorSettings = {
  tabSize: EDITOR_TAB_SIZE,
  fontSize: EDITOR_FONT_SIZE,
  wordSuggestions: true,
  keyBindings: 'default',
};

/** Saved settings, or the defaults for any field that is missing or no longer valid. */
export function parseEditorSettings(value: unknown): EditorSettings {
  const record = typeof value === 'object' && value !== null ? value : {};
  const settings = { ...defaultEditorSettings };
  for (const key of Object.keys(defaultEditorSettings) as (keyof EditorSettings)[]) {
    const field = editorSettingsSchema.shape[key].safeParse(
      (record as Record<string, unknown>)[key],
    );
    if (field.success) Object.assign(settings, { [key]: field.data });
  }
  return settings;
}
