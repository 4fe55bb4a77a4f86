import { type EditorSettings, messages } from '@zencode/shared/contract';
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
import { EditorSettingsFields } from './editor-settings-fields.tsx';

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
          <EditorSettingsFields settings={settings} onChange={onChange} />
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
