import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './image.css';
import { useImageBytes, type ImageSize } from './imageApi';
import { imageMessages as m } from './imageMessages';

export interface StoredImageProps {
  imageId: string;
  /** Alt text: what the picture shows (a recipe's photo: its name); '' for a decorative one, whose placeholder is silent too. */
  alt: string;
  /** thumb (320 px), medium (960, the default) or large (1920). */
  size?: ImageSize;
  className?: string;
}

/**
 * An uploaded image. GET /image/{id} needs the access token, which an `<img src>` cannot send, so
 * the bytes are fetched with the app's client and shown from an object URL, made when the bytes
 * are there and revoked when the image leaves the screen (the ref's cleanup, which also serves
 * React's double mount in development). A placeholder holds the place while it loads or failed.
 */
export function StoredImage({ imageId, alt, size = 'medium', className }: StoredImageProps) {
  const intl = useIntl();
  const bytes = useImageBytes(imageId, size);
  const blob = bytes.data;
  const showBlob = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !blob) return undefined;
      const url = URL.createObjectURL(blob);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  const frame = [styles.frame, className].filter(Boolean).join(' ');
  if (!blob) {
    const failed = bytes.status === 'error';
    return (
      <div className={frame} aria-busy={!failed}>
        <p className={styles.placeholder} aria-hidden={alt === '' ? true : undefined}>
          {intl.formatMessage(failed ? m.loadFailed : m.loading)}
        </p>
      </div>
    );
  }
  return (
    <div className={frame}>
      <img ref={showBlob} alt={alt} className={styles.image} />
    </div>
  );
}
