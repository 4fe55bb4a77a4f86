import { describe, expect, it } from 'vitest';
import { defaultEditorSettings, parseEditorSettings } from './editor-settings.ts';

describe('editor settings', () => {
  it('default to font 16, tab size 2, word suggestions on, standard keys', () => {
    expect(parseEditorSettings(null)).toEqual({
      tabSize: 2,
      fontSize: 16,
      wordSuggestions: true,
      keyBindings: 'default',
    });
  });

  it('keep each valid saved field and fall back field by field', () => {
    expect(parseEditorSettings({ tabSize: 4, fontSize: 99, keyBindings: 'vim', extra: 1 })).toEqual(
      {
        ...defaultEditorSettings,
        tabSize: 4,
        keyBindings: 'vim',
      },
    );
    expect(parseEditorSettings('not an object')).toEqual(defaultEditorSettings);
  });
});
