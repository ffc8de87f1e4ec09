// Proves the quiet offline note (DESIGN §8): it says since when the saved data on screen dates
// ("saved at 14:02", in Swedish too; a day and time for an earlier day), only while that data is
// shown because the network is gone (offline, or a query on screen could not reach the server),
// never for the vault's queries or with nothing saved on screen, and it goes once fetching works.
import { onlineManager, QueryClient, QueryClientContext, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiReachability, ServerUnreachableError } from '../api/networkFailure';
import { formatLocalClockTime } from '../i18n/dateText';
import { I18nProvider } from '../i18n/I18nProvider';
import { SavedDataNote } from './SavedDataNote';
import { SavedDataStatus } from './SavedDataStatus';

const now = new Date(2026, 10, 27, 18, 30);
const savedAt = new Date(2026, 10, 27, 14, 2);
/** A minute ago, so the screen refetches it (stale) and the note's time is known. */
const savedToday = new Date(Date.now() - 60_000);
const savedTime = formatLocalClockTime(savedToday);

describe('SavedDataNote', () => {
  it('says since when the data on screen dates, as a status', async () => {
    render(
      <I18nProvider initialLanguage={1}>
        <SavedDataNote savedAt={savedAt} now={now} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Offline — showing what was saved at 14:02');
  });

  it('speaks Swedish', async () => {
    render(
      <I18nProvider initialLanguage={2}>
        <SavedDataNote savedAt={savedAt} now={now} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Offline – visar det som sparades kl. 14:02');
  });

  it('names the day of data saved on an earlier day', async () => {
    render(
      <I18nProvider initialLanguage={1}>
        <SavedDataNote savedAt={new Date(2026, 10, 25, 9, 5)} now={now} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Offline — showing what was saved on Nov 25, 2026 at 09:05');
  });

  it('keeps an empty status while nothing saved is shown offline', () => {
    render(
      <I18nProvider initialLanguage={1}>
        <SavedDataNote savedAt={null} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

const notesKey = ['get', '/note-collection', {}];
const vaultKey = ['get', '/password-group'];

/** A screen showing one query's data; its fetch answers as `answer` says. */
function Screen({ queryKey, answer }: { queryKey: unknown[]; answer: () => Promise<unknown> }) {
  const query = useQuery({ queryKey, queryFn: answer, retry: false });
  return <p>{query.data === undefined ? 'nothing' : 'shown'}</p>;
}

function renderShell(queryClient: QueryClient, screenQuery: unknown[], answer: () => Promise<unknown>, isOffline = false) {
  return render(
    <I18nProvider initialLanguage={1}>
      <QueryClientContext.Provider value={queryClient}>
        <SavedDataStatus isOffline={isOffline} />
        <Screen queryKey={screenQuery} answer={answer} />
      </QueryClientContext.Provider>
    </I18nProvider>,
  );
}

const unreachable = () => Promise.reject(new ServerUnreachableError());
/** The saved-data note's status (the outbox's line follows it). */
const savedDataNote = () => screen.getAllByRole('status')[0]!;

afterEach(() => {
  onlineManager.setOnline(true);
  apiReachability.report(false);
});

describe('SavedDataStatus', () => {
  it('shows the note when a query on screen cannot reach the server, dated by its saved data, and hides it once a fetch works', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notesKey, ['saved'], { updatedAt: savedToday.getTime() });
    renderShell(queryClient, notesKey, unreachable);
    expect(await screen.findByText(/Offline — showing what was saved/)).toHaveTextContent(savedTime);
    expect(screen.getByText('shown')).toBeInTheDocument();

    await act(() => queryClient.fetchQuery({ queryKey: notesKey, queryFn: async () => ['fresh'] }));
    expect(savedDataNote()).toBeEmptyDOMElement();
  });

  it('shows it when the browser or the connectivity check says offline', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notesKey, ['saved'], { updatedAt: savedToday.getTime() });
    renderShell(queryClient, notesKey, async () => new Promise(() => {}), true);
    expect(await screen.findByText(/showing what was saved/)).toHaveTextContent(savedTime);
  });

  it('shows it over fresh saved data that no query refetched, once the API stops answering', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    queryClient.setQueryData(notesKey, ['saved'], { updatedAt: savedToday.getTime() });
    renderShell(queryClient, notesKey, unreachable);
    await screen.findByText('shown');
    expect(savedDataNote()).toBeEmptyDOMElement();
    act(() => apiReachability.report(true));
    expect(savedDataNote()).toHaveTextContent(savedTime);
  });

  it('says nothing online, nor for a vault query or a screen with nothing saved', async () => {
    const online = new QueryClient();
    online.setQueryData(notesKey, ['fetched'], { updatedAt: savedToday.getTime() });
    const { unmount } = renderShell(online, notesKey, async () => ['fetched']);
    await screen.findByText('shown');
    expect(savedDataNote()).toBeEmptyDOMElement();
    unmount();

    const vault = new QueryClient();
    vault.setQueryData(vaultKey, ['group'], { updatedAt: savedToday.getTime() });
    const second = renderShell(vault, vaultKey, unreachable, true);
    await screen.findByText('shown');
    expect(savedDataNote()).toBeEmptyDOMElement();
    second.unmount();

    renderShell(new QueryClient(), notesKey, unreachable, true);
    await screen.findByText('nothing');
    expect(savedDataNote()).toBeEmptyDOMElement();
  });
});
