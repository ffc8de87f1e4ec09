import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as formStyles from '../../components/form/form.css';
import * as styles from './collections.css';
import { FilterForm } from './FilterForm';
import { filterText } from './filterText';
import type { CollectionField, CollectionView } from './queries';
import { collectionMessages as m, filterMessages as f } from './screenMessages';

export interface ViewControlsProps {
  fields: readonly CollectionField[];
  view: CollectionView;
  /** The whole view after a change (saved per collection). */
  onChange: (view: CollectionView) => void;
}

/** Table or grid, the sort (a field, up or down) and the filters that all must hold. */
export function ViewControls({ fields, view, onChange }: ViewControlsProps) {
  const intl = useIntl();
  const layoutName = useId();
  const sortId = useId();
  const directionId = useId();
  const filtersHeading = useId();
  const filters = view.filters ?? [];
  const fieldOf = (id: string) => fields.find((field) => field.id === id);
  const change = (next: Partial<CollectionView>) => {
    const merged: CollectionView = { ...view, ...next };
    if (merged.sort === undefined) delete merged.sort;
    if (merged.filters?.length === 0) delete merged.filters;
    onChange(merged);
  };
  return (
    <div className={styles.form}>
      <div className={styles.controls}>
        <fieldset className={styles.choice}>
          <legend className={formStyles.legend}>{intl.formatMessage(m.layout)}</legend>
          {(['table', 'grid'] as const).map((layout) => (
            <label key={layout} className={formStyles.radio}>
              <input type="radio" className={formStyles.radioInput} name={layoutName} checked={view.layout === layout} onChange={() => change({ layout })} />
              {intl.formatMessage(m[layout])}
            </label>
          ))}
        </fieldset>
        <div className={formStyles.field}>
          <label htmlFor={sortId} className={formStyles.label}>
            {intl.formatMessage(m.sortBy)}
          </label>
          <select
            id={sortId}
            className={styles.select}
            value={view.sort?.fieldId ?? ''}
            onChange={(event) => change({ sort: event.target.value ? { fieldId: event.target.value, direction: view.sort?.direction ?? 'asc' } : undefined })}
          >
            <option value="">{intl.formatMessage(m.noSort)}</option>
            {fields.map((field) => (
              <option key={field.id} value={field.id}>
                {field.name}
              </option>
            ))}
          </select>
        </div>
        {view.sort ? (
          <div className={formStyles.field}>
            <label htmlFor={directionId} className={formStyles.label}>
              {intl.formatMessage(m.direction)}
            </label>
            <select
              id={directionId}
              className={styles.select}
              value={view.sort.direction}
              onChange={(event) => change({ sort: { fieldId: view.sort!.fieldId, direction: event.target.value === 'desc' ? 'desc' : 'asc' } })}
            >
              <option value="asc">{intl.formatMessage(m.asc)}</option>
              <option value="desc">{intl.formatMessage(m.desc)}</option>
            </select>
          </div>
        ) : null}
      </div>
      <h3 id={filtersHeading} className={formStyles.label}>
        {intl.formatMessage(f.heading)}
      </h3>
      {filters.length === 0 ? (
        <p className={styles.small}>{intl.formatMessage(f.none)}</p>
      ) : (
        <ul className={styles.chips} aria-labelledby={filtersHeading}>
          {filters.map((filter, index) => {
            const field = fieldOf(filter.fieldId);
            if (!field) return null;
            const text = filterText(intl, filter, field);
            return (
              <li key={`${filter.fieldId}-${index}`} className={styles.chip}>
                {text}
                <Button size="sm" variant="ghost" aria-label={intl.formatMessage(f.remove, { filter: text })} onClick={() => change({ filters: filters.filter((_, at) => at !== index) })}>
                  <span aria-hidden="true">×</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {filters.length < 20 ? <FilterForm fields={fields} onAdd={(filter) => change({ filters: [...filters, filter] })} /> : null}
    </div>
  );
}
