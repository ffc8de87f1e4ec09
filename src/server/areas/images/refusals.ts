import { ApiError, badRequest, notFound } from '../../errors';

/**
 * The refusals of the images area that the client explains in its own words (`ImagesErrorCode`).
 * IMAGE_TOO_LARGE (over the upload's byte limit) is raised while the body is read, by
 * plugins/imageBodies.ts.
 */
export const refusals = {
  imageNotFound: () => notFound('Image not found', 'IMAGE_NOT_FOUND'),
  emptyUpload: () => badRequest("The request body is empty: send the image file's bytes"),
  typeNotSupported: () => new ApiError(415, 'IMAGE_TYPE_NOT_SUPPORTED', 'The file is not a picture of a supported type: send a JPEG, PNG, WebP, GIF or AVIF image'),
  tooManyPixels: (width: number, height: number, maxPixels: number) =>
    new ApiError(
      413,
      'IMAGE_TOO_MANY_PIXELS',
      `The image is ${width} × ${height} pixels (${megapixels(width * height)} megapixels); at most ${megapixels(maxPixels)} megapixels are accepted`,
    ),
  unreadable: () => new ApiError(422, 'IMAGE_UNREADABLE', 'The image could not be read: the file may be damaged or cut short'),
} satisfies Record<string, (...args: never[]) => ApiError>;

const megapixels = (pixels: number): string => String(Math.round(pixels / 100_000) / 10);
