import { messages } from '@zencode/shared/contract';
import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { AvatarCropDialog } from './avatar-crop-dialog.tsx';
import { settingsApi } from './settings-api.ts';

/**
 * The avatar of the Basic Info form: choosing an image opens the crop dialog, the crop is uploaded
 * and its URL goes into the form (saved with Save); Remove clears it.
 */
export function AvatarField({
  value,
  name,
  onChange,
  disabled,
}: {
  value: string;
  name: string;
  onChange(url: string): void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The chosen file's object URL lives only while the crop dialog needs it.
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
      onChange(await settingsApi.uploadAvatar(image));
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

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-4">
        <Avatar src={value} name={name} className="size-16 text-lg" />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={disabled || uploading}
          >
            <ImageUpIcon />
            {uploading ? 'Uploading...' : 'Upload avatar'}
          </Button>
          {value && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange('')}
              disabled={disabled || uploading}
            >
              <Trash2Icon />
              Remove
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="Avatar image"
          onChange={choose}
        />
      </div>
      <FormAlert>{error}</FormAlert>
      <AvatarCropDialog
        key={chosenUrl}
        imageUrl={chosenUrl}
        onApply={upload}
        onClose={() => setChosenUrl(null)}
      />
    </div>
  );
}
