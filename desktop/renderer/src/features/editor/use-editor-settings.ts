import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type EditorSettings,
  apiRoutes,
  editorSettingsSchema,
  parseEditorSettings,
} from '@zencode/shared/contract';
import { useAuth } from '@/features/auth/index.ts';
import { apiCall } from '@/lib/api-client.ts';
import { browserStorage } from '@/lib/local-learner-work.ts';

const storageKey = 'zencode:editor-settings';
export const editorSettingsKey = ['editor-settings'] as const;

/** This browser's copy: a visitor's settings, and what a signed-in page opens with. */
export function readLocalEditorSettings(): EditorSettings {
  try {
    return parseEditorSettings(JSON.parse(browserStorage()?.getItem(storageKey) ?? 'null'));
  } catch {
    return parseEditorSettings(null);
  }
}

// The account whose settings changed here without reaching the server (offline): sent by
// sendUnsentEditorSettings when it answers again.
const unsentKey = 'zencode:editor-settings-unsent';

const putEditorSettings = (next: EditorSettings) =>
  apiCall(apiRoutes.me.editorSettings, {
    method: 'PUT',
    body: next,
    request: editorSettingsSchema,
    schema: editorSettingsSchema,
  });

/**
 * Sends this browser's settings to `userId`'s account when a change made here did not reach it;
 * answers whether it sent them. Another account's unsent change is not sent.
 */
export async function sendUnsentEditorSettings(userId: string): Promise<boolean> {
  const storage = browserStorage();
  if (storage?.getItem(unsentKey) !== userId) return false;
  await putEditorSettings(readLocalEditorSettings());
  storage.removeItem(unsentKey);
  return true;
}

function writeLocalEditorSettings(settings: EditorSettings): void {
  try {
    browserStorage()?.setItem(storageKey, JSON.stringify(settings));
  } catch {
    // Not kept in this browser; the account (when signed in) still has them.
  }
}

/**
 * The learner's editor settings: on the account when signed in (this browser's copy shows until
 * the server answers), in this browser for visitors. `save` applies at once and then stores.
 */
export function useEditorSettings() {
  const auth = useAuth();
  const signedIn = auth.status === 'authenticated';
  const userId = signedIn ? auth.user._id : null;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: editorSettingsKey,
    enabled: signedIn,
    queryFn: ({ signal }) =>
      apiCall(apiRoutes.me.editorSettings, { schema: editorSettingsSchema, signal }),
    staleTime: Infinity,
  });
  // Until the account answers (and for visitors, after a save), this browser's copy.
  const settings = query.data ?? readLocalEditorSettings();
  const mutation = useMutation({
    mutationFn: putEditorSettings,
    onSuccess: () => browserStorage()?.removeItem(unsentKey),
    onError: () => {
      if (userId) browserStorage()?.setItem(unsentKey, userId);
    },
  });
  const save = (next: EditorSettings) => {
    writeLocalEditorSettings(next);
    queryClient.setQueryData(editorSettingsKey, next);
    if (signedIn) mutation.mutate(next);
  };
  return { settings, save, saveFailed: mutation.isError };
}
