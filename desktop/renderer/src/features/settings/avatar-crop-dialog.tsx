import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { DialogHeading } from '@/components/ui/dialog-heading.tsx';
import { AvatarCropArea } from './avatar-crop-area.tsx';
import { cropImage } from './crop-image.ts';

/**
 * 'Crop image': a round crop of the chosen picture with a zoom slider (1 to 3). Apply hands over
 * the crop as a JPEG; a crop that fails closes the dialog without a word.
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
        <DialogHeading title="Crop image">
          Drag to position and zoom to frame your avatar.
        </DialogHeading>
        <AvatarCropArea imageUrl={imageUrl} onAreaChange={setArea} />
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
