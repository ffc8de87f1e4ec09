import type { Schemas } from '../../../contract/types';

export type ImageSize = Schemas['ImageSize'];
export type ImageSizeOrOriginal = Schemas['ImageSizeOrOriginal'];

/** The WebP renditions, smallest first, by the most pixels on the longer side (contract: ImageSize). */
export const RENDITIONS: ReadonlyArray<{ size: ImageSize; maxSide: number }> = [
  { size: 'thumb', maxSide: 320 },
  { size: 'medium', maxSide: 960 },
  { size: 'large', maxSide: 1920 },
];

/** What GET /image/{imageId} answers without a size: fits a phone's screen and a recipe card. */
export const DEFAULT_SIZE: ImageSizeOrOriginal = 'medium';

/** The renditions among stored sizes, in RENDITIONS' order (the original is not one). */
export function renditionSizes(stored: readonly string[]): ImageSize[] {
  return RENDITIONS.map(({ size }) => size).filter((size) => stored.includes(size));
}
