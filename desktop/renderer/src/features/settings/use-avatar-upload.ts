import { messages } from '@zencode/shared/contract';
import { type ChangeEvent, useEffect, useState } from 'react';
import { settingsApi } from './settings-api.ts';

/**
 * The avatar's way from a chosen file to an uploaded URL: the image being cropped (an object URL
 * that lives only while the crop dialog needs it), the upload, and what went wrong.
 */
export function useAvatarUpload(onUploaded: (url: string) => void) {
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!chosenUrl) return;
    return () => URL.revokeObjectURL(chosenUrl);
  }, [chosenUrl]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(messages.imageRequired);
      return;
    }
    setError(null);
    setChosenUrl(URL.createObjectURL(file));
  }

  async function upload(image: Blob) {
    setChosenUrl(null);
    setUploading(true);
    setError(null);
    try {
      onUploaded(await settingsApi.uploadAvatar(image));
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message === messages.avatarUploadNoUrl
          ? failure.message
          : messages.uploadAvatarFailed,
      );
    } finally {
      setUploading(false);
    }
  }

  return { chosenUrl, uploading, error, choose, upload, closeCrop: () => setChosenUrl(null) };
}
