import sharp from 'sharp';

/** Raster formats accepted as avatars; SVG (scriptable, can reference files) is not among them. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** The stored avatar's longest side. */
export const avatarMaxSidePx = 512;
/** Refuses decompression bombs: a few MB of PNG can claim gigapixels. */
const maxInputPixels = 40_000_000;

/** Raised when the upload is not an image we accept. */
export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/**
 * Decodes the upload and encodes a fresh JPEG (orientation applied, at most 512 px, white behind
 * transparency, metadata such as GPS dropped), so what we serve is an image we produced.
 */
export async function processAvatar(upload: Buffer): Promise<Buffer> {
  try {
    const image = sharp(upload, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (!format || !acceptedFormats.has(format)) throw new NotAnImageError(`format ${format}`);
    return await image
      .rotate()
      .resize(avatarMaxSidePx, avatarMaxSidePx, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    throw new NotAnImageError(error instanceof Error ? error.message : String(error));
  }
}
