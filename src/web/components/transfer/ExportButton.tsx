import { Button } from '../Button';

export interface ExportButtonProps {
  label: string;
  busyLabel: string;
  failedText: string;
  isBusy: boolean;
  isFailed: boolean;
  onExport: () => void;
}

/** A download of an export: busy while the file comes, a word when it failed (the button tries again). */
export function ExportButton({ label, busyLabel, failedText, isBusy, isFailed, onExport }: ExportButtonProps) {
  return (
    <p>
      <Button variant="secondary" onClick={onExport} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? busyLabel : label}
      </Button>
      {isFailed && <span role="alert"> {failedText}</span>}
    </p>
  );
}
