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
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Slider } from '@/components/ui/slider.tsx';
import { cropImage } from './crop-image.ts';

/**
 * 'Crop image': a round crop of the chosen picture with a zoom slider (1 to 3). Apply hands over
 * the crop as a JPEG; a crop that fails closes the dialog without a word (spec section 4).
 */
export function AvatarCropDialog({
  imageUrl,
  onApply,
  onClose,
}: {
  imageUrl: string | null;
  onApply(image: Blob): void;
  onClose(): void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(AVATAR_CROP_ZOOM_MIN);
  const [area, setArea] = useState<Area | null>(null);
  const [applying, setApplying] = useState(false);

  async function apply() {
    if (!imageUrl || !area) return;
    setApplying(true);
    try {
      onApply(await cropImage(imageUrl, area));
    } catch (error) {
      console.error('Avatar crop failed', error);
      onClose();
    } finally {
      setApplying(false);
    }
  }

  return (
    <Dialog open={imageUrl !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Crop image</DialogTitle>
          <DialogDescription>Drag to position and zoom to frame your avatar.</DialogDescription>
        </DialogHeader>
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
                onCropComplete={(_area, pixels) => setArea(pixels)}
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
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply} disabled={applying || !area}>
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
