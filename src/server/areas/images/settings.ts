/** The tunable parts of the images area; tests pass a fixed clock. */
export interface ImagesSettings {
  /** The clock of createdAt. */
  now: () => Date;
  /**
   * The most pixels (width × height of one frame) an upload may decode to: a few kilobytes of PNG
   * can claim gigapixels (a decompression bomb). 40 MP is more than any phone camera takes.
   */
  maxPixels: number;
}

export function imagesSettings(overrides: Partial<ImagesSettings> = {}): ImagesSettings {
  return { now: () => new Date(), maxPixels: 40_000_000, ...overrides };
}
