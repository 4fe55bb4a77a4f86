import { AVATAR_OUTPUT_TYPE } from '@zencode/shared/contract';

/** A crop rectangle in the source image's pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Avatars are shown at 64 px; 512 px keeps them sharp on dense screens without large uploads. */
export const AVATAR_OUTPUT_MAX_PX = 512;

/** The output canvas size: the crop's own size, scaled down to fit `max` on its longer side. */
export function cropOutputSize(
  area: CropArea,
  max = AVATAR_OUTPUT_MAX_PX,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(area.width, area.height));
  return {
    width: Math.max(1, Math.round(area.width * scale)),
    height: Math.max(1, Math.round(area.height * scale)),
  };
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/** Draws `area` of the image at `src` onto a canvas and encodes it as a JPEG. */
export async function cropImage(src: string, area: CropArea): Promise<Blob> {
  const image = await loadImage(src);
  const size = cropOutputSize(area);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // JPEG has no transparency: a transparent PNG gets a white ground instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The crop could not be encoded'))),
      AVATAR_OUTPUT_TYPE,
      0.9,
    );
  });
}
