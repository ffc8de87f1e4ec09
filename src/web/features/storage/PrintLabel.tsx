import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { renderQrCode } from '../../components/qr/renderQrCode';
import { absoluteUrl } from '../../components/absoluteUrl';
import { labelMessages as m, labelValueMessages as v } from './screenMessages';
import * as styles from './storage.css';

export interface PrintLabelProps {
  /** The page the label opens, e.g. `/storage-group/abc`. */
  path: string;
  /** The group's or item's name, printed under the code. */
  name: string;
  /** Draws the QR code as an image URL; the real one loads `qrcode` lazily. */
  renderQr?: (text: string) => Promise<string>;
  /** Opens the browser's print dialog. */
  print?: () => void;
}

type Drawing = { status: 'drawing' } | { status: 'drawn'; src: string } | { status: 'failed' };

/** A finished drawing of one address: its image, or null when it failed. */
type Drawn = { url: string; src: string | null };

/**
 * "Print label": shows a label (a QR code of the page's absolute address, and the name) and
 * prints it once the code is drawn; the print stylesheet (storage.css.ts) prints only the label.
 */
export function PrintLabel({ path, name, renderQr = renderQrCode, print = () => window.print() }: PrintLabelProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  // Printing waits for the drawing: a label printed before its code is there would be blank.
  const printWhenDrawn = useRef(false);
  const url = absoluteUrl(path);
  // A drawing of another address (the page showed another item) is as good as none.
  const drawing: Drawing = drawn?.url !== url ? { status: 'drawing' } : drawn.src === null ? { status: 'failed' } : { status: 'drawn', src: drawn.src };

  useEffect(() => {
    if (!open) return;
    let live = true;
    renderQr(url).then(
      (src) => live && setDrawn({ url, src }),
      () => live && setDrawn({ url, src: null }),
    );
    return () => {
      live = false;
    };
  }, [open, url, renderQr]);

  const isDrawn = drawing.status !== 'drawing';
  useEffect(() => {
    if (!open || !isDrawn || !printWhenDrawn.current) return;
    printWhenDrawn.current = false;
    print();
  }, [open, isDrawn, print]);

  const printLabel = () => {
    if (open && isDrawn) {
      print();
      return;
    }
    printWhenDrawn.current = true;
    setOpen(true);
  };

  return (
    <div className={styles.labelBox}>
      <div className={styles.actions}>
        <Button onClick={printLabel}>{intl.formatMessage(m.print)}</Button>
        {open ? (
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {intl.formatMessage(m.hide)}
          </Button>
        ) : null}
      </div>
      {open ? (
        <figure className={styles.label} aria-label={intl.formatMessage(v.label, { name })} aria-busy={drawing.status === 'drawing'}>
          {drawing.status === 'drawn' ? (
            <img className={styles.labelQr} src={drawing.src} alt={intl.formatMessage(v.qrAlt, { name })} width={192} height={192} />
          ) : (
            <p role="status" className={styles.labelUrl}>
              {intl.formatMessage(drawing.status === 'drawing' ? m.drawing : m.qrFailed)}
            </p>
          )}
          <figcaption>
            <p className={styles.labelName}>{name}</p>
            <p className={styles.labelUrl}>{url}</p>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
