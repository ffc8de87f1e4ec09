import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Findable } from '../../api/loadable';
import { Button } from '../../components/Button';
import { ConfirmPanel } from '../../components/edit/ConfirmPanel';
import { NotReady } from '../../components/status/NotReady';
import * as styles from './collections.css';
import { FieldInput, type Draft } from './FieldInput';
import { draftsOf, valueOf } from './itemDraft';
import { collectionsTitles } from './pageTitles';
import type { Collection, Item, ItemValue } from './queries';
import { commonMessages as c, itemMessages as m, typeMessages } from './screenMessages';
import { itemTitle } from './valueText';

export interface ItemScreenProps {
  /** The item and its collection (the fields, in the user's order). */
  item: Findable<[Item, Collection]>;
  /** Sets the changed fields (null empties one); resolves once saved. */
  onSave: (values: Record<string, ItemValue | null>) => Promise<unknown>;
  /** Drops a field's kept (unconverted) values; resolves once saved. */
  onClearKept: (fieldId: string) => Promise<unknown>;
  /** Deletes the item (and leaves its page); resolves once deleted. */
  onDelete: () => Promise<unknown>;
  isSaving: boolean;
  isDeleting: boolean;
  onRetry: () => void;
}

/** /item/:id: one input per field by its type, saved together; kept values of a type change; delete after a question. */
export function ItemScreen(props: ItemScreenProps) {
  const intl = useIntl();
  if (props.item.status !== 'ready') {
    return (
      <NotReady
        status={props.item.status}
        heading={intl.formatMessage(collectionsTitles.item)}
        messages={{ ...m, notFoundBody: c.notFoundBody, back: c.toCollections }}
        backTo="/collections"
        onRetry={props.onRetry}
      />
    );
  }
  const [item, collection] = props.item.data;
  return <ItemPage key={`${item._id}-${item.updatedAt}-${collection.updatedAt}`} {...props} item={item} collection={collection} />;
}

type PageProps = Omit<ItemScreenProps, 'item'> & { item: Item; collection: Collection };

function ItemPage({ item, collection, onSave, onClearKept, onDelete, isSaving, isDeleting }: PageProps) {
  const intl = useIntl();
  const formId = useId();
  const { fields } = collection;
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => draftsOf(fields, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [asking, setAsking] = useState(false);
  const title = itemTitle(intl, fields, item);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const changed: Record<string, ItemValue | null> = {};
    for (const field of fields) {
      const value = valueOf(field, drafts[field.id] ?? null);
      if (value === 'invalid') {
        found[field.id] = intl.formatMessage(field.type === 'link' ? m.linkInvalid : m.numberInvalid);
        continue;
      }
      const before = item.values[field.id] ?? (field.type === 'yesNo' ? false : null);
      if (value !== before) changed[field.id] = value;
    }
    setErrors(found);
    const firstBad = fields.find((field) => found[field.id]);
    if (firstBad) {
      event.currentTarget.querySelector<HTMLElement>(`[data-focus="${firstBad.id}"]`)?.focus();
      return;
    }
    if (Object.keys(changed).length === 0) return setStatus(intl.formatMessage(m.noChanges));
    setStatus('');
    void onSave(changed).catch(() => undefined);
  };

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        <Link to="/collection/$id" params={{ id: collection._id }} className={styles.link}>
          {intl.formatMessage(m.inCollection, { name: collection.name })}
        </Link>
      </div>
      <section className={styles.section} aria-labelledby={formId}>
        <h2 id={formId} className={styles.sectionHeading}>
          {intl.formatMessage(m.form)}
        </h2>
        {fields.length === 0 ? (
          <p className={styles.muted}>{intl.formatMessage(m.noFields, { name: collection.name })}</p>
        ) : (
          <form className={styles.form} aria-labelledby={formId} noValidate onSubmit={submit}>
            {fields.map((field) => {
              const kept = item.unconverted[field.id] ?? [];
              return (
                <div key={field.id} className={styles.form}>
                  <FieldInput
                    field={field}
                    value={drafts[field.id] ?? null}
                    error={errors[field.id] ?? null}
                    title={title}
                    onChange={(value) => {
                      setDrafts((now) => ({ ...now, [field.id]: value }));
                      setErrors(({ [field.id]: _fixed, ...others }) => others);
                    }}
                  />
                  {kept.length > 0 ? (
                    <div className={styles.report}>
                      <p className={styles.facts}>
                        {intl.formatMessage(m.kept, {
                          values: kept.map((entry) => intl.formatMessage(m.keptValue, { value: String(entry.value), type: intl.formatMessage(typeMessages[entry.type]) })).join(', '),
                        })}
                      </p>
                      <div>
                        <Button size="sm" onClick={() => void onClearKept(field.id).catch(() => undefined)}>
                          {intl.formatMessage(m.clearKept, { field: field.name })}
                        </Button>
                      </div>
                    </div>
                  ) : null}
                </div>
              );
            })}
            <p role="status" className={styles.small}>
              {status}
            </p>
            <div>
              <Button type="submit" variant="primary" disabled={isSaving} aria-busy={isSaving}>
                {intl.formatMessage(m.save)}
              </Button>
            </div>
          </form>
        )}
      </section>
      <div>
        {asking ? (
          <ConfirmPanel
            message={intl.formatMessage(m.deleteQuestion, { title, name: collection.name })}
            confirmLabel={intl.formatMessage(m.delete)}
            cancelLabel={intl.formatMessage(c.cancel)}
            isBusy={isDeleting}
            onConfirm={() => void onDelete().catch(() => setAsking(false))}
            onCancel={() => setAsking(false)}
          />
        ) : (
          <Button onClick={() => setAsking(true)}>{intl.formatMessage(m.delete)}</Button>
        )}
      </div>
    </div>
  );
}
