import {
  AVATAR_CROPPER_PADDING,
  AVATAR_CROP_ZOOM_MAX,
  AVATAR_CROP_ZOOM_MIN,
  AVATAR_CROP_ZOOM_STEP,
  AVATAR_KEYBOARD_STEP,
} from '@zencode/shared/contract';
import { ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { Slider } from '@/components/ui/slider.tsx';

/**
 * The round crop of `imageUrl`, dragged into place, and its zoom slider; `onAreaChange` gets the
 * cropped square in the image's pixels whenever it settles.
 */
export function AvatarCropArea({
  imageUrl,
  onAreaChange,
}: {
  imageUrl: string | null;
  onAreaChange(area: Area): void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(AVATAR_CROP_ZOOM_MIN);
  return (
    <>
      <div
        className="relative h-72 overflow-hidden rounded-lg bg-muted"
        style={{ padding: AVATAR_CROPPER_PADDING }}
      >
        {imageUrl && (
          <div className="relative size-full">
            <Cropper
              image={imageUrl}
              crop={crop}
              zoom={zoom}
              minZoom={AVATAR_CROP_ZOOM_MIN}
              maxZoom={AVATAR_CROP_ZOOM_MAX}
              keyboardStep={AVATAR_KEYBOARD_STEP}
              aspect={1}
              cropShape="round"
              showGrid={false}
              disableAutomaticStylesInjection
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => onAreaChange(pixels)}
            />
          </div>
        )}
      </div>
      <div className="flex items-center gap-3">
        <ZoomOutIcon className="size-4 text-muted-foreground" aria-hidden />
        <Slider
          value={[zoom]}
          min={AVATAR_CROP_ZOOM_MIN}
          max={AVATAR_CROP_ZOOM_MAX}
          step={AVATAR_CROP_ZOOM_STEP}
          onValueChange={([value]) => value !== undefined && setZoom(value)}
          thumbLabel="Zoom"
        />
        <ZoomInIcon className="size-4 text-muted-foreground" aria-hidden />
      </div>
    </>
  );
}
