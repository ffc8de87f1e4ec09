import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Schemas } from '../../../../contract/types';
import { messageForError } from '../../../api/errorMessages';
import type { Loadable } from '../../../api/loadable';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import * as page from '../../../components/page/page.css';
import { LoadStatus } from '../../../components/status/LoadStatus';
import { recipesTitles } from '../pageTitles';
import type { RecipeCollection } from '../queries';
import { collectionsMessages } from '../screenMessages';
import { TextAreaField } from '../TextAreaField';
import type { AddressState } from './addressReading';
import * as styles from './importRecipes.css';
import { importMessages as m, importValueMessages as v, skipReasonMessages as reasons } from './importMessages';

export type RecipeImportReport = Schemas['RecipeImportReport'];

/** Where the import stands: choosing, reading pages and previewing, a preview, importing, done, or failed. */
export type ImportStep =
  | { step: 'choose'; problem?: string }
  | { step: 'reading' }
  | { step: 'preview'; report: RecipeImportReport }
  | { step: 'importing'; report: RecipeImportReport }
  | { step: 'done'; report: RecipeImportReport }
  | { step: 'failed'; message: string };

export interface ImportRecipesScreenProps {
  state: ImportStep;
  /** The user's collections, one of which the recipes go into. */
  collections: Loadable<readonly RecipeCollection[]>;
  onRetry: () => void;
  /** The chosen collection's id, '' for none. */
  collectionId: string;
  onCollection: (id: string) => void;
  /** The chosen files' names. */
  fileNames: readonly string[];
  onChooseFiles: (files: File[]) => void;
  addressText: string;
  onAddressText: (text: string) => void;
  /** Each address being read, or read, with its state. */
  addresses: ReadonlyArray<{ address: string; state: AddressState }>;
  onPreview: () => void;
  onImport: () => void;
  onStartOver: () => void;
}

/** /recipe-import: recipe files and page addresses in, previewed (what is made, what is skipped and why) before anything is saved. */
export function ImportRecipesScreen(props: ImportRecipesScreenProps) {
  const intl = useIntl();
  const { state, collectionId } = props;
  const collections = props.collections.status === 'ready' ? props.collections.data : [];
  const collectionName = collections.find((collection) => collection._id === collectionId)?.name ?? '';
  const startOver = (
    <Button variant="secondary" onClick={props.onStartOver}>
      {intl.formatMessage(m.startOver)}
    </Button>
  );
  return (
    <div className={page.screen}>
      <h1 className={page.heading}>{intl.formatMessage(recipesTitles.import)}</h1>
      <section className={page.section}>
        <p className={page.muted}>{intl.formatMessage(m.lead)}</p>
        {props.collections.status !== 'ready' ? (
          <LoadStatus
            status={props.collections.status}
            loadingText={intl.formatMessage(collectionsMessages.loading)}
            failedText={intl.formatMessage(collectionsMessages.loadFailed)}
            onRetry={props.onRetry}
          />
        ) : collections.length === 0 ? (
          <p>
            {intl.formatMessage(m.noCollections)}{' '}
            <Link to="/recipe-collections" className={page.link}>
              {intl.formatMessage(m.toCollections)}
            </Link>
          </p>
        ) : (
          state.step === 'choose' && <Choose {...props} collections={collections} />
        )}
        {state.step !== 'choose' && props.addresses.length > 0 && <Addresses addresses={props.addresses} />}
        {state.step === 'reading' && (
          <p role="status" className={page.muted}>
            {intl.formatMessage(m.reading)}
          </p>
        )}
        {state.step === 'failed' && (
          <>
            <p role="alert">{state.message}</p>
            {startOver}
          </>
        )}
        {(state.step === 'preview' || state.step === 'importing' || state.step === 'done') && (
          <Report report={state.report} heading={intl.formatMessage(state.step === 'done' ? m.resultHeading : m.previewHeading)}>
            {state.step === 'done' ? (
              <>
                <p role="status">{intl.formatMessage(v.imported, { count: state.report.recipes.length })}</p>
                <div className={page.rowActions}>
                  <Link to="/recipe-collection/$id" params={{ id: collectionId }} className={page.link}>
                    {intl.formatMessage(v.openCollection, { name: collectionName })}
                  </Link>
                  {startOver}
                </div>
              </>
            ) : (
              <div className={page.rowActions}>
                {state.report.recipes.length > 0 && (
                  <Button variant="primary" onClick={props.onImport} disabled={state.step === 'importing'} aria-busy={state.step === 'importing'}>
                    {state.step === 'importing' ? intl.formatMessage(m.importing) : intl.formatMessage(v.importButton, { count: state.report.recipes.length })}
                  </Button>
                )}
                {startOver}
              </div>
            )}
          </Report>
        )}
      </section>
    </div>
  );
}

/** The collection, the files and the addresses, and Preview. */
function Choose({
  state,
  collections,
  collectionId,
  onCollection,
  fileNames,
  onChooseFiles,
  addressText,
  onAddressText,
  onPreview,
}: Omit<ImportRecipesScreenProps, 'collections'> & { collections: readonly RecipeCollection[] }) {
  const intl = useIntl();
  const selectId = useId();
  const filesId = useId();
  const filesHintId = useId();
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <div className={form.field}>
        <label htmlFor={selectId} className={form.label}>
          {intl.formatMessage(m.collection)}
        </label>
        <select id={selectId} className={form.control} value={collectionId} onChange={(event) => onCollection(event.target.value)}>
          {collectionId === '' && <option value="" />}
          {collections.map((collection) => (
            <option key={collection._id} value={collection._id}>
              {collection.name}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor={filesId} className={form.label}>
          {intl.formatMessage(m.files)}
        </label>
        <input
          id={filesId}
          type="file"
          multiple
          accept=".json,.jsonld,application/json,application/ld+json"
          aria-describedby={filesHintId}
          onChange={(event) => onChooseFiles([...(event.target.files ?? [])])}
        />
        <p id={filesHintId} className={form.hint}>
          {fileNames.length > 0 ? fileNames.join(', ') : intl.formatMessage(m.filesHint)}
        </p>
      </div>
      <TextAreaField
        label={intl.formatMessage(m.addresses)}
        hint={intl.formatMessage(m.addressesHint)}
        value={addressText}
        rows={5}
        placeholder="https://"
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onAddressText(event.target.value)}
      />
      {state.step === 'choose' && state.problem !== undefined && (
        <p role="alert" className={form.fieldError}>
          {state.problem}
        </p>
      )}
      <div className={form.actions}>
        <Button type="submit" variant="primary">
          {intl.formatMessage(m.preview)}
        </Button>
      </div>
    </form>
  );
}

/** Each address with where it stands: waiting, reading, waiting out the limit, read (its name) or why not. */
function Addresses({ addresses }: { addresses: ImportRecipesScreenProps['addresses'] }) {
  const intl = useIntl();
  const headingId = useId();
  const stateText = (state: AddressState): string => {
    switch (state.state) {
      case 'waiting':
        return intl.formatMessage(m.waiting);
      case 'reading':
        return intl.formatMessage(m.readingPage);
      case 'limited':
        return intl.formatMessage(v.limited, { seconds: state.seconds });
      case 'read':
        return intl.formatMessage(v.read, { name: state.suggestion.name });
      case 'failed':
        return intl.formatMessage(messageForError(state.error, m.pageFailed));
    }
  };
  return (
    <>
      <h2 id={headingId} className={page.sectionHeading}>
        {intl.formatMessage(m.pagesHeading)}
      </h2>
      <ul className={page.list} aria-labelledby={headingId} aria-live="polite">
        {addresses.map(({ address, state }) => (
          <li key={address} className={page.row}>
            <span className={styles.source}>{address}</span>
            <span className={page.small}>{stateText(state)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function Report({ report, heading, children }: { report: RecipeImportReport; heading: string; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  const skippedId = useId();
  return (
    <>
      <h2 id={headingId} className={page.sectionHeading}>
        {heading}
      </h2>
      {report.recipes.length === 0 ? (
        <p className={page.muted}>{intl.formatMessage(m.nothingToImport)}</p>
      ) : (
        <ul className={page.list} aria-labelledby={headingId}>
          {report.recipes.map((recipe, index) => (
            <li key={index} className={page.row}>
              <span className={`${page.name} ${styles.source}`}>{recipe.name}</span>
              <span className={page.small}>{intl.formatMessage(v.recipeFacts, { source: recipe.source, ingredients: recipe.ingredientCount, steps: recipe.stepCount })}</span>
            </li>
          ))}
        </ul>
      )}
      {report.skipped.length > 0 && (
        <>
          <h2 id={skippedId} className={page.sectionHeading}>
            {intl.formatMessage(m.skippedHeading)}
          </h2>
          <ul className={page.list} aria-labelledby={skippedId}>
            {report.skipped.map((skip, index) => (
              <li key={index} className={page.row}>
                <span className={styles.source}>{skip.name === null ? skip.source : `${skip.name} (${skip.source})`}</span>
                <span className={page.small}>{intl.formatMessage(reasons[skip.reason])}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {children}
    </>
  );
}
