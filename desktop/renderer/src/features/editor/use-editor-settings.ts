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
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
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
    mutationFn: (next: EditorSettings) =>
      apiCall(apiRoutes.me.editorSettings, {
        method: 'PUT',
        body: next,
        request: editorSettingsSchema,
        schema: editorSettingsSchema,
      }),
  });
  const save = (next: EditorSettings) => {
    writeLocalEditorSettings(next);
    queryClient.setQueryData(editorSettingsKey, next);
    if (signedIn) mutation.mutate(next);
  };
  return { settings, save, saveFailed: mutation.isError };
}
