/**
 * An image's width and height read from its header (sharp's metadata() reads the header and
 * decodes no pixel), checked before anything decodes the image: a 100 KB PNG may declare
 * 30,000 × 30,000 pixels, and decoding it would take gigabytes and seconds. Every sharp call of
 * FieldDesk passes `limitInputPixels: IMAGE_MAX_PIXELS` as well, so nothing larger is decoded
 * even where no check came first.
 */
import { IMAGE_MAX_MEGAPIXELS, IMAGE_MAX_PIXELS } from '../../domain/files/limits';

export type ImageSize = { width: number; height: number };

/** Width and height from the header; null when the bytes are no image sharp knows. */
export async function imageSizeOf(bytes: Buffer): Promise<ImageSize | null> {
  const { default: sharp } = await import('sharp');
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The refusal of an image over IMAGE_MAX_PIXELS, naming the limit; null when it is within. */
export function oversizedImage(fileName: string, size: ImageSize): string | null {
  return size.width * size.height > IMAGE_MAX_PIXELS
    ? `${fileName} is ${size.width} × ${size.height} pixels: FieldDesk takes images of at most ${IMAGE_MAX_MEGAPIXELS} megapixels.`
    : null;
}
