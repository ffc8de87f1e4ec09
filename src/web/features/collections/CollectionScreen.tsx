import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { fitView } from '../../../domain/collections/viewFit';
import type { Findable } from '../../api/loadable';
import { Button } from '../../components/Button';
import { ShowMore, type MorePages } from '../../components/ShowMore';
import { NotReady } from '../../components/status/NotReady';
import * as styles from './collections.css';
import { ConversionReport } from './ConversionReport';
import { CsvImport, type CsvImportProps } from './CsvImport';
import { FieldsEditor } from './FieldsEditor';
import { ItemsGrid } from './ItemsGrid';
import { ItemsTable } from './ItemsTable';
import { itemsInView } from './itemView';
import { collectionsTitles } from './pageTitles';
import type { Collection, CollectionFieldInput, CollectionView, Item, UnconvertedReport } from './queries';
import { collectionMessages as m, commonMessages as c, fieldsMessages as f, csvMessages as csv } from './screenMessages';
import { ViewControls } from './ViewControls';

export interface CollectionScreenProps {
  /** The collection (fields, saved view) and its items, oldest first. */
  collection: Findable<[Collection, readonly Item[]]>;
  /** Saves the view as the user changes it (layout, sort, filters). */
  onViewChange: (view: CollectionView) => void;
  /** Adds an empty item (and opens it). */
  onAddItem: () => Promise<unknown>;
  isAddingItem: boolean;
  /** Saves the fields; resolves with the values the change could not convert. */
  onSaveFields: (fields: CollectionFieldInput[]) => Promise<UnconvertedReport>;
  isSavingFields: boolean;
  onImport: CsvImportProps['onImport'];
  /** Downloads every item as `<name>.csv` (reading the pages not read yet first). */
  onExport: () => unknown;
  /** The collection's items come a page at a time: whether more are to read, and reading them. */
  moreItems?: MorePages;
  onRetry: () => void;
  /** The collection's public links (components/share/SharePanel, given by the route so the screen stays presentational). */
  share?: ReactNode;
}

/** /collection/:id: the items as a table or a grid, sorted and filtered (saved per collection), the fields editor, CSV import and export. */
export function CollectionScreen(props: CollectionScreenProps) {
  const intl = useIntl();
  if (props.collection.status !== 'ready') {
    return (
      <NotReady
        status={props.collection.status}
        heading={intl.formatMessage(collectionsTitles.collection)}
        messages={{ ...m, notFoundBody: c.notFoundBody, back: c.toCollections }}
        backTo="/collections"
        onRetry={props.onRetry}
      />
    );
  }
  const [collection, items] = props.collection.data;
  return <CollectionPage key={collection._id} {...props} collection={collection} items={items} />;
}

type PageProps = Omit<CollectionScreenProps, 'collection'> & { collection: Collection; items: readonly Item[] };

function CollectionPage({ collection, items, share, onViewChange, onAddItem, isAddingItem, onSaveFields, isSavingFields, onImport, onExport, moreItems }: PageProps) {
  const intl = useIntl();
  const itemsHeading = useId();
  const fieldsHeading = useId();
  const importHeading = useId();
  const { fields } = collection;
  // The view the user chose on this page, else the saved one as the server says now (a copy saved
  // for offline reading may show first, then the server's); what no longer fits the fields (one
  // removed, a type changed) is left out.
  const [chosenView, setChosenView] = useState<CollectionView | null>(null);
  const view = fitView(chosenView ?? collection.view, fields);
  const [editingFields, setEditingFields] = useState(false);
  const [report, setReport] = useState<UnconvertedReport | undefined>(undefined);
  const shown = itemsInView(items, fields, view, intl.locale);
  const hasFields = fields.length > 0;

  const changeView = (next: CollectionView) => {
    setChosenView(next);
    onViewChange(next);
  };
  const saveFields = async (next: CollectionFieldInput[]) => {
    const result = await onSaveFields(next);
    setReport(result.unconvertedCount > 0 ? result : undefined);
  };

  return (
    <div className={styles.screen}>
      <div className={styles.header}>
        <h1 className={styles.heading}>{collection.name}</h1>
        <Link to="/collections" className={styles.link}>
          {intl.formatMessage(c.toCollections)}
        </Link>
      </div>
      <p className={styles.facts}>{intl.formatMessage(c.itemCount, { count: collection.itemCount })}</p>
      <div className={styles.actions}>
        {hasFields ? (
          <Button variant="primary" disabled={isAddingItem} aria-busy={isAddingItem} onClick={() => void onAddItem().catch(() => undefined)}>
            {intl.formatMessage(m.addItem)}
          </Button>
        ) : null}
        {hasFields && items.length > 0 ? <Button onClick={() => void onExport()}>{intl.formatMessage(m.exportCsv)}</Button> : null}
      </div>

      {report !== undefined ? <ConversionReport report={report} fields={fields} items={items} onDismiss={() => setReport(undefined)} /> : null}

      <section className={styles.section} aria-labelledby={fieldsHeading}>
        <h2 id={fieldsHeading} className={styles.sectionHeading}>
          {intl.formatMessage(hasFields ? f.heading : m.noFieldsHeading)}
        </h2>
        {editingFields ? (
          <FieldsEditor fields={fields} isSaving={isSavingFields} onSave={saveFields} onClose={() => setEditingFields(false)} />
        ) : hasFields ? (
          <>
            <p className={styles.facts}>{intl.formatMessage(f.summary, { count: fields.length, names: fields.map((field) => field.name).join(', ') })}</p>
            <div>
              <Button onClick={() => setEditingFields(true)}>{intl.formatMessage(f.edit)}</Button>
            </div>
          </>
        ) : (
          <>
            <p className={styles.muted}>{intl.formatMessage(m.noFieldsBody, { name: collection.name })}</p>
            <div>
              <Button variant="primary" onClick={() => setEditingFields(true)}>
                {intl.formatMessage(m.addFields)}
              </Button>
            </div>
          </>
        )}
      </section>

      {hasFields ? (
        <section className={styles.section} aria-labelledby={itemsHeading}>
          <h2 id={itemsHeading} className={styles.sectionHeading}>
            {intl.formatMessage(m.itemsHeading)}
          </h2>
          {items.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(m.noItems)}</p>
          ) : (
            <>
              <ViewControls fields={fields} view={view} onChange={changeView} />
              <p role="status" className={styles.small}>
                {shown.length === 0 ? intl.formatMessage(m.noMatch) : intl.formatMessage(m.showing, { shown: shown.length, total: items.length })}
                {moreItems?.hasMore === true ? ` ${intl.formatMessage(m.partlyRead, { read: items.length, total: collection.itemCount })}` : null}
              </p>
              {shown.length === 0 ? null : view.layout === 'grid' ? (
                <ItemsGrid fields={fields} items={shown} label={intl.formatMessage(m.itemsHeading)} />
              ) : (
                <ItemsTable fields={fields} items={shown} sort={view.sort} />
              )}
              <ShowMore more={moreItems} label={intl.formatMessage(m.showMore)} />
            </>
          )}
        </section>
      ) : null}

      {share}

      {hasFields ? (
        <section className={styles.section} aria-labelledby={importHeading}>
          <h2 id={importHeading} className={styles.sectionHeading}>
            {intl.formatMessage(csv.heading)}
          </h2>
          <CsvImport fields={fields} onImport={onImport} />
        </section>
      ) : null}
    </div>
  );
}
