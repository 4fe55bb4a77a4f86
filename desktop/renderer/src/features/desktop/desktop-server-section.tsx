import { messages } from '@zencode/shared/contract';
import type { OfflineApi } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useDesktopServer } from './use-desktop-server.ts';

const storeLabels: Record<string, string> = {
  keychain: 'the system keychain',
  'encrypted-file': 'an encrypted file in the app data folder',
  memory: 'memory only, until you close the app',
};

/** Settings > Desktop > Server: the address to use, what changing it said, where the session is. */
export function DesktopServerSection({ offline }: { offline: OfflineApi }) {
  const { server, storeKind, serverDraft, setServerDraft, serverNote, chooseServer } =
    useDesktopServer(offline);
  return (
    <section className="grid gap-1">
      <h3 className="font-medium">
        <label htmlFor="desktop-server">Server</label>
      </h3>
      <form className="flex gap-2" onSubmit={(event) => void chooseServer(event)}>
        <Input
          id="desktop-server"
          value={serverDraft}
          onChange={(event) => setServerDraft(event.target.value)}
          inputMode="url"
          spellCheck={false}
          aria-invalid={serverNote?.error ?? false}
          aria-describedby="desktop-server-note"
        />
        <Button type="submit" variant="outline" disabled={serverDraft.trim() === server}>
          Use
        </Button>
      </form>
      <p
        id="desktop-server-note"
        role={serverNote ? 'status' : undefined}
        className={serverNote?.error ? 'text-destructive' : 'text-muted-foreground'}
      >
        {serverNote?.text ?? messages.serverSettingNote}
      </p>
      <p className="text-muted-foreground">
        Your session is kept in {storeLabels[storeKind] ?? storeKind}.
      </p>
    </section>
  );
}
