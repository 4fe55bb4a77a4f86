import { messages } from '@zencode/shared/contract';
import { useEffect, useState, type FormEvent } from 'react';
import type { NativeApi } from '../../../../preload/native-api.ts';
import type { OfflineApi, ToolchainView } from '../../../../preload/offline-api.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { DesktopUpdatesSection } from './desktop-updates-section.tsx';
import { OutboxPanel } from './outbox-panel.tsx';
import { ToolchainPathField } from './toolchain-path-field.tsx';
import { useDesktopStatus } from './use-desktop-status.ts';

const storeLabels: Record<string, string> = {
  keychain: 'the system keychain',
  'encrypted-file': 'an encrypted file in the app data folder',
  memory: 'memory only, until you close the app',
};

/**
 * Settings > Desktop: the server, where the session lives, local toolchains, offline catalogue
 * and updates.
 */
export function DesktopSettingsTab({
  offline,
  updates,
}: {
  offline: OfflineApi;
  updates: NativeApi['updates'];
}) {
  const [server, setServer] = useState('');
  const [storeKind, setStoreKind] = useState('');
  const [toolchains, setToolchains] = useState<ToolchainView[] | null>(null);
  const [isolation, setIsolation] = useState<'process' | 'plain' | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [syncError, setSyncError] = useState<string | null>(null);
  const [serverDraft, setServerDraft] = useState('');
  const [serverNote, setServerNote] = useState<{ error: boolean; text: string } | null>(null);
  const { entries } = useDesktopStatus();

  useEffect(() => {
    void offline.serverUrl().then((url) => {
      setServer(url);
      setServerDraft(url);
    });
    void offline.session.storeKind().then(setStoreKind);
    void offline.toolchains().then(setToolchains);
    void offline.localRunIsolation().then(setIsolation);
    return offline.cache.onSyncProgress(setProgress);
  }, [offline]);

  const syncing = progress !== null && progress.done < progress.total;
  async function makeAllOffline() {
    setSyncError(null);
    setProgress({ done: 0, total: 0 });
    try {
      setProgress(await offline.cache.syncAll());
    } catch {
      setSyncError(messages.serverUnreachable);
      setProgress(null);
    }
  }

  async function chooseServer(event: FormEvent) {
    event.preventDefault();
    const { error } = await offline
      .setServer(serverDraft.trim())
      .catch(() => ({ error: messages.serverNotChanged }));
    setServerNote(
      error ? { error: true, text: error } : { error: false, text: messages.serverChanged },
    );
  }

  return (
    <div className="grid gap-5 text-sm" data-testid="desktop-settings">
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
      <section className="grid gap-2">
        <h3 className="font-medium">Toolchains on this computer</h3>
        {isolation && (
          <p className="text-muted-foreground" data-testid="local-run-isolation">
            {isolation === 'plain' ? messages.localRunsUnsandboxed : messages.localRunsSandboxed}
          </p>
        )}
        <p className="text-muted-foreground">{messages.toolchainPathsNote}</p>
        <ul className="grid gap-3">
          {(toolchains ?? []).map((toolchain) => (
            <ToolchainPathField
              key={toolchain.id}
              toolchain={toolchain}
              offline={offline}
              // When the list cannot be read again, it shows what it showed before.
              onChanged={() => void offline.toolchains().then(setToolchains, () => undefined)}
            />
          ))}
        </ul>
      </section>
      <section className="grid gap-2">
        <h3 className="font-medium">Offline</h3>
        <Button
          onClick={() => void makeAllOffline()}
          disabled={syncing}
          className="justify-self-start"
        >
          {messages.makeAllOffline}
        </Button>
        {progress !== null && (
          <div className="grid gap-1">
            <progress
              className="h-2 w-full accent-primary"
              max={Math.max(progress.total, 1)}
              value={progress.done}
              aria-label={messages.makeAllOffline}
            />
            <p className="text-muted-foreground" role="status">
              {progress.total > 0 && progress.done === progress.total
                ? messages.offlineReady
                : `${progress.done} / ${progress.total}`}
            </p>
          </div>
        )}
        {syncError && <p className="text-destructive">{syncError}</p>}
      </section>
      <OutboxPanel entries={entries} outbox={offline.outbox} />
      <DesktopUpdatesSection updates={updates} />
    </div>
  );
}
