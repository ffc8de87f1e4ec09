import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Loadable } from '../../../api/loadable';
import { Button } from '../../../components/Button';
import * as page from '../../../components/page/page.css';
import { LoadStatus } from '../../../components/status/LoadStatus';
import { recipesTitles } from '../pageTitles';
import type { RecipeCollection } from '../queries';
import { collectionsMessages } from '../screenMessages';
import type { AddressState } from './addressReading';
import { AddressStates } from './AddressStates';
import { ImportChoices } from './ImportChoices';
import { importMessages as m, importValueMessages as v } from './importMessages';
import { ImportReport, type RecipeImportReport } from './ImportReport';

export type { RecipeImportReport };

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
          state.step === 'choose' && <ImportChoices {...props} problem={state.problem} collections={collections} />
        )}
        {state.step !== 'choose' && props.addresses.length > 0 && <AddressStates addresses={props.addresses} />}
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
          <ImportReport report={state.report} heading={intl.formatMessage(state.step === 'done' ? m.resultHeading : m.previewHeading)}>
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
          </ImportReport>
        )}
      </section>
    </div>
  );
}
