import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { desktopApi } from '@/lib/platform.ts';
import { sendUnsentEditorSettings } from '@/features/editor/use-editor-settings.ts';
import { syncAccountDrafts } from './sync-account-drafts.ts';
import { sendUnsentLanguages } from './unsent-languages.ts';

/**
 * Syncs every kept draft with the account at sign-in (a signed-out visitor's drafts move to the
 * account all at once) and, in the desktop app, each time the server answers again, with the
 * languages and editor settings chosen while it could not be told; then the open problem reads
 * its work again, so a conflict shows its two versions there.
 */
export function useAccountDraftSync(): void {
  const auth = useAuth();
  const userId = auth.status === 'authenticated' ? auth.user._id : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let running: Promise<unknown> | null = null;
    const sync = () => {
      // One sync at a time: a reconnection during a sync is covered by the sync under way.
      running ??= syncAccountDrafts(userId)
        .then(async (report) => {
          if (!report) return;
          await sendUnsentLanguages(userId);
          if (await sendUnsentEditorSettings(userId))
            void queryClient.invalidateQueries({ queryKey: ['editor-settings'] });
          void queryClient.invalidateQueries({ queryKey: ['problem-work'] });
        })
        .catch((error: unknown) => {
          // Kept here, marked unsent: the next sign-in, reconnection or edit sends it.
          console.warn(`Drafts were not synced with the account: ${(error as Error).message}`);
        })
        .finally(() => {
          running = null;
        });
    };
    sync();
    return desktopApi()?.offline.connection.onChange((online) => online && sync());
  }, [queryClient, userId]);
}
