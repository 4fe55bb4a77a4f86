import { ImageUpIcon, Trash2Icon } from 'lucide-react';
import { useRef } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormAlert } from '@/features/auth/index.ts';
import { AvatarCropDialog } from './avatar-crop-dialog.tsx';
import { useAvatarUpload } from './use-avatar-upload.ts';

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
  const { chosenUrl, uploading, error, choose, upload, closeCrop } = useAvatarUpload(onChange);

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
      <AvatarCropDialog key={chosenUrl} imageUrl={chosenUrl} onApply={upload} onClose={closeCrop} />
    </div>
  );
}
