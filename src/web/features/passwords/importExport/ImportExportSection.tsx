import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ExportPanel, type ExportPanelProps } from './ExportPanel';
import * as styles from './ImportExportSection.css';
import { ImportPanel, type ImportPanelProps } from './ImportPanel';
import { exportMessages, importMessages } from './messages';
import { useExportFlow } from './useExportFlow';
import { useImportFlow } from './useImportFlow';

/**
 * /password-parent's import and export (issue 9). Self-contained: it reads the vault when the
 * user acts (every entry, sealed, for the duplicates and the exports), and needs only the tab's
 * vault key, which the password area's guard makes sure of.
 */
export function ImportExportSection() {
  return <ImportExportView importFlow={useImportFlow()} exportFlow={useExportFlow()} />;
}

export interface ImportExportViewProps {
  importFlow: ImportPanelProps;
  exportFlow: ExportPanelProps;
}

/** The two sections as the flows' states say (the stories drive it with chosen states). */
export function ImportExportView({ importFlow, exportFlow }: ImportExportViewProps) {
  const intl = useIntl();
  const importHeading = useId();
  const exportHeading = useId();
  return (
    <>
      <section className={styles.section} aria-labelledby={importHeading}>
        <h2 id={importHeading} className={styles.heading}>
          {intl.formatMessage(importMessages.heading)}
        </h2>
        <p className={styles.muted}>{intl.formatMessage(importMessages.lead)}</p>
        <ImportPanel {...importFlow} />
      </section>
      <section className={styles.section} aria-labelledby={exportHeading}>
        <h2 id={exportHeading} className={styles.heading}>
          {intl.formatMessage(exportMessages.heading)}
        </h2>
        <ExportPanel {...exportFlow} />
      </section>
    </>
  );
}
