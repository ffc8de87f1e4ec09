import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Tag } from '../../../../contract/types';
import { Button } from '../../../components/Button';
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

/** The tags a time group carries: tick them and save (PUT /time-group replaces the group's tags). */
export function GroupTagsSection({ tags, chosen, isSaving, onRetry, onSave }: GroupTagsSectionProps) {
  const intl = useIntl();
  const headingId = useId();
  const hintId = useId();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(chosen));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tags.status === 'ready') onSave(tags.data.filter((tag) => ticked.has(tag._id)).map((tag) => tag._id));
  };
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={tags.status === 'loading'}>
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
        <form onSubmit={submit} className={styles.goalForm}>
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
                    onChange={(event) => {
                      const next = new Set(ticked);
                      if (event.target.checked) next.add(tag._id);
                      else next.delete(tag._id);
                      setTicked(next);
                    }}
                  />
                  {tag.title}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.buttons}>
            <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
              {intl.formatMessage(m.saveTags)}
            </Button>
          </div>
        </form>
      )}
      <p>
        <Link to="/settings/tags">{intl.formatMessage(m.manageTags)}</Link>
      </p>
    </section>
  );
}
