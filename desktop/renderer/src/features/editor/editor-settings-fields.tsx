import {
  EDITOR_FONT_SIZE_MAX,
  EDITOR_FONT_SIZE_MIN,
  EDITOR_KEY_BINDINGS,
  EDITOR_TAB_SIZES,
  type EditorKeyBindings,
  type EditorSettings,
} from '@zencode/shared/contract';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { OptionSelect } from '@/components/ui/option-select.tsx';
import { Switch } from '@/components/ui/switch.tsx';

const keyLabels: Record<EditorKeyBindings, string> = {
  default: 'Standard',
  vim: 'Vim',
};
const fontSizes = Array.from(
  { length: (EDITOR_FONT_SIZE_MAX - EDITOR_FONT_SIZE_MIN) / 2 + 1 },
  (_, index) => String(EDITOR_FONT_SIZE_MIN + index * 2),
);

function Row({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Tab size, font size, word suggestions and key bindings, each changed as picked. */
export function EditorSettingsFields({
  settings,
  onChange,
}: {
  settings: EditorSettings;
  onChange: (settings: EditorSettings) => void;
}) {
  const set = (patch: Partial<EditorSettings>) => onChange({ ...settings, ...patch });
  return (
    <>
      <Row id="editor-tab-size" label="Tab size">
        <OptionSelect
          id="editor-tab-size"
          className="w-28"
          value={String(settings.tabSize)}
          options={EDITOR_TAB_SIZES.map(String)}
          onChange={(value) => set({ tabSize: Number(value) as EditorSettings['tabSize'] })}
        />
      </Row>
      <Row id="editor-font-size" label="Font size">
        <OptionSelect
          id="editor-font-size"
          className="w-28"
          value={String(settings.fontSize)}
          options={
            fontSizes.includes(String(settings.fontSize))
              ? fontSizes
              : [...fontSizes, String(settings.fontSize)]
          }
          onChange={(value) => set({ fontSize: Number(value) })}
        />
      </Row>
      <Row id="editor-word-suggestions" label="Word-based suggestions">
        <Switch
          id="editor-word-suggestions"
          checked={settings.wordSuggestions}
          onCheckedChange={(checked) => set({ wordSuggestions: checked })}
        />
      </Row>
      <Row id="editor-key-bindings" label="Key bindings">
        <OptionSelect
          id="editor-key-bindings"
          className="w-28"
          value={settings.keyBindings}
          options={EDITOR_KEY_BINDINGS}
          labelOf={(option) => keyLabels[option]}
          onChange={(value) => set({ keyBindings: value })}
        />
      </Row>
    </>
  );
}
