import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { messageForError } from '../../api/errorMessages';
import { Button } from '../Button';
import * as form from '../form/form.css';
import * as styles from './image.css';
import { maxImageBytes, useImageUpload } from './imageApi';
import { imageMessages as m } from './imageMessages';
import { StoredImage } from './StoredImage';

export interface ImagePickerProps {
  /** The image chosen so far, or null. */
  imageId: string | null;
  /** What the image shows, for its alt text (a recipe's name). */
  alt: string;
  /** A new image was uploaded (its id), or the image was removed (null). */
  onChange: (imageId: string | null) => void;
}

/**
 * Choose a photo from a file or take one with the camera: it uploads at once (POST /image) and
 * shows. A file over 5 MB is refused before it is sent; the server's refusals (not an image, too
 * many pixels, unreadable) are said in their own words beside the inputs.
 */
export function ImagePicker({ imageId, alt, onChange }: ImagePickerProps) {
  const intl = useIntl();
  const upload = useImageUpload();
  const [problem, setProblem] = useState<string | null>(null);
  const hintId = useId();
  const problemId = useId();
  const fileId = useId();
  const cameraId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a refusal still counts as a change.
    input.value = '';
    if (!file) return;
    if (file.size > maxImageBytes) {
      setProblem(intl.formatMessage(m.tooLarge));
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: (image) => onChange(image._id),
      onError: (error) => setProblem(intl.formatMessage(messageForError(error, m.uploadFailed))),
    });
  };

  const describedBy = [problem ? problemId : null, hintId].filter(Boolean).join(' ');
  return (
    <div className={styles.picker}>
      {imageId ? <StoredImage imageId={imageId} alt={alt} size="thumb" className={styles.preview} /> : null}
      <div className={styles.inputs}>
        <div className={styles.fileField}>
          <label htmlFor={fileId} className={form.label}>
            {intl.formatMessage(m.photo)}
          </label>
          <input id={fileId} type="file" accept="image/*" className={styles.fileInput} aria-describedby={describedBy} disabled={upload.isPending} onChange={choose} />
        </div>
        <div className={styles.fileField}>
          <label htmlFor={cameraId} className={form.label}>
            {intl.formatMessage(m.takePhoto)}
          </label>
          {/* `capture` opens the camera on a phone; a desktop browser offers its file chooser. */}
          <input id={cameraId} type="file" accept="image/*" capture="environment" className={styles.fileInput} aria-describedby={describedBy} disabled={upload.isPending} onChange={choose} />
        </div>
      </div>
      <p id={hintId} className={form.hint}>
        {intl.formatMessage(m.hint)}
      </p>
      <p role="status" className={form.hint}>
        {upload.isPending ? intl.formatMessage(m.uploading) : upload.isSuccess && imageId === upload.data._id ? intl.formatMessage(m.uploaded) : ''}
      </p>
      <p id={problemId} role="alert" className={form.alert}>
        {problem}
      </p>
      {imageId ? (
        <div>
          <Button size="sm" onClick={() => onChange(null)}>
            {intl.formatMessage(m.remove)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
