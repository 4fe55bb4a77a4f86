import {
  EDITOR_FONT_SIZE_MAX,
  EDITOR_FONT_SIZE_MIN,
  EDITOR_KEY_BINDINGS,
  EDITOR_TAB_SIZES,
  type EditorKeyBindings,
  type EditorSettings,
  messages,
} from '@zencode/shared/contract';
import { SettingsIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx';
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

function Row({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** The editor's settings: tab size, font size, word suggestions, key bindings. */
export function EditorSettingsPanel({
  settings,
  onChange,
  saveFailed,
}: {
  settings: EditorSettings;
  onChange: (settings: EditorSettings) => void;
  saveFailed: boolean;
}) {
  const set = (patch: Partial<EditorSettings>) => onChange({ ...settings, ...patch });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground"
          aria-label="Editor settings"
        >
          <SettingsIcon />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Editor settings</DialogTitle>
          <DialogDescription>
            Saved to your account. A file&apos;s own indentation wins over the tab size.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
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
          {saveFailed && (
            <p role="alert" className="text-sm text-hard">
              {messages.editorSettingsSaveFailed}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
