import { useEffect, useState } from 'react';
import type { OutboxEntryView } from '../../../../preload/offline-api.ts';
import { desktopApi } from '@/lib/platform.ts';

/** The desktop's connection and outbox as React state (online and empty in a browser). */
export function useDesktopStatus() {
  const [online, setOnline] = useState(true);
  const [waiting, setWaiting] = useState<OutboxEntryView[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    const offline = desktopApi()?.offline;
    if (!offline) return;
    void offline.connection.isOnline().then(setOnline);
    void offline.outbox.list().then(setWaiting);
    void offline.session.notice().then(setNotice);
    const unsubscribers = [
      offline.connection.onChange(setOnline),
      offline.outbox.onChange(setWaiting),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, []);
  return { online, waiting, notice, dismissNotice: () => setNotice(null) };
}
