import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { entriesToImport, type ImportPlan } from './importPlan';
import * as styles from './ImportExportSection.css';
import { importMessages as m, importValueMessages as v, sourceMessages } from './messages';

/** How many duplicates are named; the rest are counted ("and 12 more"). */
const shownDuplicates = 20;

export interface ImportPreviewProps {
  plan: ImportPlan;
  skipDuplicates: boolean;
  onSkipDuplicatesChange: (skip: boolean) => void;
  onImport: () => void;
  onCancel: () => void;
}

/** What an import will do before it does it: how many entries, into which groups (new ones marked), and the duplicates. */
export function ImportPreview({ plan, skipDuplicates, onSkipDuplicatesChange, onImport, onCancel }: ImportPreviewProps) {
  const intl = useIntl();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { entries: sending } = entriesToImport(plan, skipDuplicates);
  const usedGroups = new Set(sending.map((entry) => entry.groupName.toLowerCase()));
  const duplicates = plan.entries.filter((entry) => entry.duplicate);

  // The preview replaces the file field the focus was on: the focus moves to its heading.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className={styles.part} role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.subHeading}>
        {intl.formatMessage(m.previewHeading)}
      </h3>
      <p className={styles.text}>{intl.formatMessage(v.summary, { count: plan.entries.length, source: intl.formatMessage(sourceMessages[plan.format]) })}</p>
      {plan.skipped > 0 ? <p className={styles.muted}>{intl.formatMessage(v.skipped, { count: plan.skipped })}</p> : null}

      <p className={styles.text}>{intl.formatMessage(m.groupsHeading)}</p>
      <ul className={styles.groups}>
        {plan.groups
          .filter((group) => usedGroups.has(group.name.toLowerCase()))
          .map((group) => (
            <li key={group.name}>
              {group.name}: {intl.formatMessage(v.groupEntries, { count: sending.filter((entry) => entry.groupName === group.name).length })}
              <span className={styles.badge}>{intl.formatMessage(group.existingId === null ? m.groupNew : m.groupExisting)}</span>
            </li>
          ))}
      </ul>

      {duplicates.length > 0 ? (
        <>
          <p className={styles.text}>{intl.formatMessage(v.duplicates, { count: duplicates.length })}</p>
          <ul className={styles.groups}>
            {duplicates.slice(0, shownDuplicates).map((entry, index) => (
              <li key={index}>{intl.formatMessage(v.duplicateItem, { name: entry.name, username: entry.username || intl.formatMessage(m.noUsername) })}</li>
            ))}
            {duplicates.length > shownDuplicates ? <li>{intl.formatMessage(v.moreDuplicates, { count: duplicates.length - shownDuplicates })}</li> : null}
          </ul>
          <label className={styles.checkbox}>
            <input type="checkbox" className={styles.checkboxInput} checked={skipDuplicates} onChange={(event) => onSkipDuplicatesChange(event.target.checked)} />
            {intl.formatMessage(m.skipDuplicates)}
          </label>
        </>
      ) : null}

      {sending.length === 0 ? <p className={styles.text}>{intl.formatMessage(m.allDuplicates)}</p> : null}
      <div className={form.actions}>
        <Button variant="primary" onClick={onImport} disabled={sending.length === 0}>
          {intl.formatMessage(v.submit, { count: sending.length })}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </div>
  );
}
