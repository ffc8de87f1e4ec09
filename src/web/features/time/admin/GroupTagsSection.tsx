import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Tag } from '../../../../contract/types';
import * as form from '../../../components/form/form.css';
import * as styles from './admin.css';
import type { Loadable } from './AdminScreen';
import { groupMessages as m } from './messages';
import { SectionLoadFailed } from './SectionLoadFailed';

export interface GroupTagsSectionProps {
  /** Every tag of the user. */
  tags: Loadable<readonly Tag[]>;
  /** The ids of the tags the group carries now. */
  chosen: readonly string[];
  isSaving: boolean;
  onRetry: () => void;
  onSave: (tagIds: string[]) => void;
}

/** The tags a time group carries: each tick is saved at once (PUT /time-group replaces the group's tags). */
export function GroupTagsSection({ tags, chosen, isSaving, onRetry, onSave }: GroupTagsSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(chosen));
  // The saved tags changed (a save came back, another tab): shown, unless a tick is on its way.
  const chosenKey = chosen.join();
  const [shownKey, setShownKey] = useState(chosenKey);
  if (shownKey !== chosenKey && !isSaving) {
    setShownKey(chosenKey);
    setTicked(new Set(chosen));
  }
  const tick = (tagId: string, on: boolean) => {
    if (tags.status !== 'ready') return;
    const next = new Set(ticked);
    if (on) next.add(tagId);
    else next.delete(tagId);
    setTicked(next);
    // Saved at once: leaving the page never loses a tick.
    onSave(tags.data.filter((tag) => next.has(tag._id)).map((tag) => tag._id));
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={tags.status === 'loading' || isSaving}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.tags)}
      </h2>
      {tags.status === 'loading' ? (
        <p className={styles.muted} role="status">
          {intl.formatMessage(m.loading)}
        </p>
      ) : tags.status === 'error' ? (
        <SectionLoadFailed message={intl.formatMessage(m.tagsFailed)} retry={intl.formatMessage(m.retry)} onRetry={onRetry} />
      ) : tags.data.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(m.noTags)}</p>
      ) : (
        <div className={styles.goalForm}>
          <fieldset className={form.fieldset} aria-describedby={hintId}>
            <legend className={form.legend}>{intl.formatMessage(m.tags)}</legend>
            <p id={hintId} className={form.hint}>
              {intl.formatMessage(m.tagsHint)}
            </p>
            <div className={styles.checkboxes}>
              {tags.data.map((tag) => (
                <label key={tag._id} className={styles.checkbox}>
                  <input
                    type="checkbox"
                    className={styles.checkboxInput}
                    checked={ticked.has(tag._id)}
                    onChange={(event) => tick(tag._id, event.target.checked)}
                  />
                  {tag.title}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}
      <p>
        <Link to="/settings/tags">{intl.formatMessage(m.manageTags)}</Link>
      </p>
    </section>
  );
}
