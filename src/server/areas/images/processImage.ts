import type { FormatEnum, Metadata } from 'sharp';
import { refusals } from './refusals';
import { RENDITIONS, type ImageSize } from './sizes';

/** One stored size of an upload. */
export interface ProcessedRendition {
  size: ImageSize | 'original';
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Of the upright original. */
  width: number;
  height: number;
  originalType: string;
  /** The original as uploaded first, then the WebP renditions, smallest first. */
  renditions: ProcessedRendition[];
}

/** Formats sharp decodes that an upload may be, by the media type the content has. */
const ACCEPTED_FORMATS: Partial<Record<keyof FormatEnum, string>> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };

// sharp and libvips take about 20 MB when loaded: only a server that receives a photo pays it.
// Its cache of operations (up to 50 MB) is off: every upload is new bytes, never a repeat.
let loadedSharp: Promise<typeof import('sharp')> | undefined;
const sharpModule = async () => (await (loadedSharp ??= import('sharp').then((module) => (module.default.cache(false), module)))).default;

// 80 is sharp's and cwebp's usual photo quality: small files without visible loss at these sizes.
const WEBP_QUALITY = 80;

/**
 * Checks an upload by decoding it (never by its Content-Type), then keeps the original bytes and
 * makes the WebP renditions: upright by its EXIF orientation, never enlarged, and without any
 * metadata (EXIF with its GPS position, XMP, ICC: sharp writes none unless asked). The source is
 * decoded once, to the largest rendition's pixels, and the smaller ones are made from those.
 * Refuses a type it does not accept (415), more pixels than maxPixels (413) and content that
 * claims a format but does not decode (422).
 */
export async function processImage(original: Buffer, maxPixels: number): Promise<ProcessedImage> {
  if (original.length === 0) throw refusals.emptyUpload();
  const sharp = await sharpModule();
  const metadata = await readMetadata(original);
  const originalType = mediaTypeOf(metadata);
  if (originalType === undefined) throw refusals.typeNotSupported();
  // One frame of an animation: the renditions show the first (sharp reads one page by default).
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight > maxPixels) throw refusals.tooManyPixels(metadata.width, frameHeight, maxPixels);
  const upright = metadata.autoOrient;

  try {
    const largest = RENDITIONS[RENDITIONS.length - 1]!.maxSide;
    const { data, info } = await sharp(original, { limitInputPixels: maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const renditions = await Promise.all(
      RENDITIONS.map(async ({ size, maxSide }) => {
        const encoded = await sharp(data, pixels)
          .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { size, contentType: 'image/webp', width: encoded.info.width, height: encoded.info.height, bytes: encoded.data };
      }),
    );
    return {
      width: upright.width,
      height: upright.height,
      originalType,
      renditions: [{ size: 'original', contentType: originalType, width: upright.width, height: upright.height, bytes: original }, ...renditions],
    };
  } catch {
    // The header said a supported format, the pixels did not follow (damaged or cut short).
    throw refusals.unreadable();
  }
}

/** The header sharp reads without decoding pixels; a content it knows no format of is 415. */
async function readMetadata(bytes: Buffer): Promise<Metadata> {
  const sharp = await sharpModule();
  try {
    return await sharp(bytes).metadata();
  } catch {
    throw refusals.typeNotSupported();
  }
}

/** AVIF is HEIF with AV1 inside; HEIC (HEVC inside) is not accepted: the prebuilt sharp cannot decode it. */
function mediaTypeOf(metadata: Metadata): string | undefined {
  if (metadata.format === 'heif') return metadata.compression === 'av1' ? 'image/avif' : undefined;
  return ACCEPTED_FORMATS[metadata.format];
}
