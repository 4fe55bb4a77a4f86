import { messages } from '@zencode/shared/contract';
import { useEffect, useState, type FormEvent } from 'react';
import type { OfflineApi } from '../../../../preload/offline-api.ts';

/**
 * The server the app talks to, the address being typed, what choosing it said, and where the
 * session is kept.
 */
export function useDesktopServer(offline: OfflineApi) {
  const [server, setServer] = useState('');
  const [storeKind, setStoreKind] = useState('');
  const [serverDraft, setServerDraft] = useState('');
  const [serverNote, setServerNote] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    void offline.serverUrl().then((url) => {
      setServer(url);
      setServerDraft(url);
    });
    void offline.session.storeKind().then(setStoreKind);
  }, [offline]);

  async function chooseServer(event: FormEvent) {
    event.preventDefault();
    const { error } = await offline
      .setServer(serverDraft.trim())
      .catch(() => ({ error: messages.serverNotChanged }));
    setServerNote(
      error ? { error: true, text: error } : { error: false, text: messages.serverChanged },
    );
  }

  return { server, storeKind, serverDraft, setServerDraft, serverNote, chooseServer };
}
