import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Schemas } from '../../../../contract/types';
import { unwrap } from '../../../api/apiResult';
import { messageForError } from '../../../api/errorMessages';
import { loadable } from '../../../api/loadable';
import { useApi } from '../../../api/useApi';
import { useAuthRuntime } from '../../../auth/AuthProvider';
import { asSuggestion, recipeCollectionsQuery, useImportRecipes, type RecipeSuggestion } from '../queries';
import { CollectionsSidebar } from '../RecipesSidebar';
import { addressesOf, MAX_ADDRESSES, readAddresses, type AddressState } from './addressReading';
import { importMessages as m, importValueMessages as v } from './importMessages';
import { ImportRecipesScreen, type ImportStep } from './ImportRecipesScreen';

type RecipeFile = { name: string; text: string };
type AddressLine = { address: string; state: AddressState };

/** A read page as the import takes it: what the user saw, without the photo's address. */
function pageOf({ url, name, steps, ingredients, servings, prepTimeMs, cookTimeMs, totalTimeMs }: RecipeSuggestion): Schemas['RecipeImportPage'] {
  return Object.fromEntries(Object.entries({ url, name, steps, ingredients, servings, prepTimeMs, cookTimeMs, totalTimeMs }).filter(([, value]) => value !== undefined)) as Schemas['RecipeImportPage'];
}

/**
 * GET /recipe?recipeUrl= on the client itself, not a mutation hook: a refusal for the per-minute
 * limit must carry its Retry-After, which only the response has.
 */
function usePageReader() {
  const { client } = useAuthRuntime();
  return async (recipeUrl: string) => {
    const result = await client.GET('/recipe', { params: { query: { recipeUrl } } });
    try {
      return asSuggestion(unwrap(result));
    } catch (error) {
      throw Object.assign(error as object, { retryAfterSeconds: Number(result.response.headers.get('retry-after')) || undefined });
    }
  };
}

/**
 * /recipe-import(/:collectionId): reads the chosen files' text and each address through GET
 * /recipe (two at a time, waiting out the per-minute limit), previews them with the server, then
 * imports the same files and pages in one request. Nothing is saved before Import.
 */
export function ImportRecipesRoute() {
  const intl = useIntl();
  const api = useApi();
  const { collectionId: fromPath } = useParams({ strict: false }) as { collectionId?: string };
  const collections = useQuery(recipeCollectionsQuery(api));
  const [chosen, setChosen] = useState<string | undefined>(fromPath);
  const [files, setFiles] = useState<RecipeFile[]>([]);
  const [addressText, setAddressText] = useState('');
  const [addresses, setAddresses] = useState<AddressLine[]>([]);
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const pages = useRef<Schemas['RecipeImportPage'][]>([]);
  const readPage = usePageReader();
  const importRecipes = useImportRecipes();
  // The one chosen (at first the one in the address), else the first; an id that is not one of
  // the user's (deleted meanwhile) is not offered.
  const collectionId = (collections.data?.some((collection) => collection._id === chosen) ? chosen : collections.data?.[0]?._id) ?? '';
  const fail = (error: unknown) => setState({ step: 'failed', message: intl.formatMessage(messageForError(error, m.failed)) });
  const body = (dryRun: boolean) => ({ collectionId, files, pages: pages.current, ...(dryRun ? { dryRun } : {}) });

  const preview = async () => {
    const wanted = addressesOf(addressText);
    if (collectionId === '') return setState({ step: 'choose', problem: intl.formatMessage(m.chooseCollection) });
    if (files.length === 0 && wanted.length === 0) return setState({ step: 'choose', problem: intl.formatMessage(m.nothingChosen) });
    if (wanted.length > MAX_ADDRESSES) return setState({ step: 'choose', problem: intl.formatMessage(v.tooManyAddresses, { max: MAX_ADDRESSES }) });
    setState({ step: 'reading' });
    const lines: AddressLine[] = wanted.map((address) => ({ address, state: { state: 'waiting' } }));
    setAddresses(lines);
    await readAddresses(wanted, {
      read: readPage,
      onChange: (index, next) => {
        lines[index] = { address: wanted[index]!, state: next };
        setAddresses([...lines]);
      },
    });
    pages.current = lines.flatMap(({ state: line }) => (line.state === 'read' ? [pageOf(line.suggestion)] : []));
    try {
      setState({ step: 'preview', report: (await importRecipes.mutateAsync({ body: body(true) })).data });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <ImportRecipesScreen
        state={state}
        collections={loadable(collections)}
        onRetry={() => void collections.refetch()}
        collectionId={collectionId}
        onCollection={setChosen}
        fileNames={files.map((file) => file.name)}
        onChooseFiles={(chosenFiles) => {
          void Promise.all(chosenFiles.map(async (file) => ({ name: file.name, text: await file.text() }))).then(setFiles);
        }}
        addressText={addressText}
        onAddressText={setAddressText}
        addresses={addresses}
        onPreview={() => void preview()}
        onImport={() => {
          if (state.step !== 'preview') return;
          setState({ step: 'importing', report: state.report });
          importRecipes.mutateAsync({ body: body(false) }).then((answer) => setState({ step: 'done', report: answer.data }), fail);
        }}
        onStartOver={() => {
          pages.current = [];
          setFiles([]);
          setAddressText('');
          setAddresses([]);
          setState({ step: 'choose' });
        }}
      />
      <CollectionsSidebar />
    </>
  );
}
