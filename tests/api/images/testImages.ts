// Tiny test images, made with sharp when a test runs (no binary fixtures to keep in the tree):
// each is a few kilobytes at most, so the suite stays fast on both databases.
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const RED = { r: 220, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 220 };

/**
 * A JPEG stored sideways, 400 × 200 pixels, red on its left half and blue on its right, with EXIF
 * orientation 6 (turn 90° clockwise to show it) and a GPS position: upright it is 200 × 400,
 * red above blue.
 */
export async function sidewaysJpegWithGps(): Promise<Buffer> {
  const blueHalf = await sharp({ create: { width: 200, height: 200, channels: 3, background: BLUE } }).png().toBuffer();
  return sharp({ create: { width: 400, height: 200, channels: 3, background: RED } })
    .composite([{ input: blueHalf, left: 200, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'Secret Photographer' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '18/1 4/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data holds a GPSInfo tag (0x8825), in the byte order its TIFF header names. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (exif === undefined) return false;
  const littleEndian = exif.includes(Buffer.from('II*\0', 'latin1'));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** A PNG larger than the large rendition (2400 × 1200), half see-through. */
export function widePngWithAlpha(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 4, background: { ...BLUE, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** A WebP smaller than the thumbnail (100 × 50): no rendition may enlarge it. */
export function smallWebp(): Promise<Buffer> {
  return sharp({ create: { width: 100, height: 50, channels: 3, background: RED } })
    .webp()
    .toBuffer();
}

/** An animated GIF of two 60 × 40 frames, red then blue. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: typeof RED) => sharp({ create: { width: 60, height: 40, channels: 3, background } }).png().toBuffer();
  return sharp([await frame(RED), await frame(BLUE)], { join: { animated: true } })
    .gif()
    .toBuffer();
}

export function smallAvif(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: BLUE } })
    .avif()
    .toBuffer();
}

/** An SVG: an image, but one that can carry script, so it is not accepted. */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

export function tiff(): Promise<Buffer> {
  return sharp({ create: { width: 10, height: 10, channels: 3, background: RED } })
    .tiff()
    .toBuffer();
}

/**
 * A decompression bomb's header: a PNG that claims 10,000 × 10,000 pixels (100 megapixels, 400 MB
 * once decoded) in a few hundred bytes. The server must refuse it from the header, before decoding.
 * With a small size it is a PNG cut short: a header that promises rows the file does not hold.
 */
export function pngBombHeader(width = 10_000, height = 10_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // 8 bits a channel
  ihdr.writeUInt8(6, 9); // RGBA
  // Pixel data for the first row only (its filter byte and zeros): the rest is cut off.
  const firstRow = deflateSync(Buffer.alloc(1 + width * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', firstRow),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The colour of one pixel of an image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
