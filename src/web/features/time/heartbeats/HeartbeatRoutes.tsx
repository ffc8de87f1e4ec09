import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { isNotFound } from '../../../api/refusal';
import { useApi } from '../../../api/useApi';
import { MessageScreen } from '../../../components/MessageScreen';
import { browserTimeZone, shallowTimeGroupsQuery, subGroupsQuery } from '../queries';
import { DefineUrlsScreen } from './DefineUrlsScreen';
import type { SubGroupChoice } from './HeartbeatForm';
import { HeartbeatEditScreen } from './HeartbeatEditScreen';
import { HeartbeatListScreen } from './HeartbeatListScreen';
import { heartbeatQuery, heartbeatsQuery, useCreateHeartbeat, useDeleteHeartbeat, useRegenerateKey, useUpdateHeartbeat } from './heartbeatQueries';
import * as styles from './heartbeats.css';
import { IntegrationsScreen } from './IntegrationsScreen';
import { LoadState } from './LoadState';
import { heartbeatMessages as m } from './messages';
import { heartbeatTitles } from './pageTitles';

type Loadable<T> = { status: 'loading' | 'error'; retry: () => void } | { status: 'ready'; data: T };

/** The user's sub groups with their time groups' names, by group then name (the form's choice). */
function useSubGroupChoices(): Loadable<SubGroupChoice[]> {
  const api = useApi();
  const groups = useQuery(shallowTimeGroupsQuery(api));
  const subGroups = useQuery(subGroupsQuery(api));
  if (groups.isSuccess && subGroups.isSuccess) {
    const names = new Map(groups.data.map((group) => [group._id, group.name]));
    const data = subGroups.data
      .map((sub) => ({ _id: sub._id, name: sub.name, timeGroupName: names.get(sub.timeGroupId) ?? '' }))
      .sort((a, b) => a.timeGroupName.localeCompare(b.timeGroupName) || a.name.localeCompare(b.name));
    return { status: 'ready', data };
  }
  const failed = groups.isError || subGroups.isError;
  return { status: failed ? 'error' : 'loading', retry: () => void Promise.all([groups.refetch(), subGroups.refetch()]) };
}

/** A screen whose data is not in yet: its heading, so the page says where it is, and the load's state. */
function Pending({ title, ...state }: { title: MessageDescriptor; status: 'loading' | 'error'; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{intl.formatMessage(title)}</h1>
      <LoadState {...state} />
    </div>
  );
}

/** /time-tracker/admin/define-urls: create, then go to the new URL's page (its key and commands). */
export function DefineUrlsRoute() {
  const choices = useSubGroupChoices();
  const create = useCreateHeartbeat();
  const navigate = useNavigate();
  if (choices.status !== 'ready') return <Pending title={heartbeatTitles.create} status={choices.status} onRetry={choices.retry} />;
  return (
    <DefineUrlsScreen
      subGroups={choices.data}
      isSaving={create.isPending}
      onCreate={(values) =>
        create.mutate(
          { body: { ...values, timeZone: browserTimeZone() } },
          { onSuccess: ({ data }) => void navigate({ to: '/time-tracker/admin/define-urls/$heartbeatId', params: { heartbeatId: data._id } }) },
        )
      }
    />
  );
}

/** /time-tracker/admin/define-urls/list. */
export function HeartbeatListRoute() {
  const heartbeats = useQuery(heartbeatsQuery(useApi()));
  if (!heartbeats.isSuccess) {
    return <Pending title={heartbeatTitles.list} status={heartbeats.isError ? 'error' : 'loading'} onRetry={() => void heartbeats.refetch()} />;
  }
  return <HeartbeatListScreen heartbeats={heartbeats.data} />;
}

/** /time-tracker/admin/define-urls/:heartbeatId: edit, new key, delete (then back to the list). */
export function HeartbeatEditRoute() {
  const { heartbeatId } = useParams({ strict: false }) as { heartbeatId: string };
  return <HeartbeatEdit heartbeatId={heartbeatId} />;
}

/** The edit page of one definition (apart from the route, so tests render it with an id). */
export function HeartbeatEdit({ heartbeatId }: { heartbeatId: string }) {
  const intl = useIntl();
  const heartbeat = useQuery({ ...heartbeatQuery(useApi(), heartbeatId), retry: false });
  const choices = useSubGroupChoices();
  const update = useUpdateHeartbeat();
  const regenerate = useRegenerateKey();
  const remove = useDeleteHeartbeat();
  const navigate = useNavigate();
  const notFound = heartbeat.isError && isNotFound(heartbeat.error);
  if (notFound) {
    return (
      <MessageScreen
        heading={intl.formatMessage(m.notFound)}
        body={intl.formatMessage(m.lead)}
        action={
          <Link to="/time-tracker/admin/define-urls/list" className={styles.link}>
            {intl.formatMessage(m.toList)}
          </Link>
        }
      />
    );
  }
  if (!heartbeat.isSuccess || choices.status !== 'ready') {
    const failed = heartbeat.isError || choices.status === 'error';
    return (
      <Pending
        title={heartbeatTitles.edit}
        status={failed ? 'error' : 'loading'}
        onRetry={() => {
          void heartbeat.refetch();
          if (choices.status !== 'ready') choices.retry();
        }}
      />
    );
  }
  return (
    <HeartbeatEditScreen
      heartbeat={heartbeat.data}
      subGroups={choices.data}
      isSaving={update.isPending || regenerate.isPending || remove.isPending}
      onSave={(values) => update.mutate({ body: { heartbeatId, ...values } })}
      onRegenerateKey={() => regenerate.mutate({ body: { heartbeatId, regenerateKey: true } })}
      onDelete={() =>
        remove.mutate({ params: { query: { heartbeatId } } }, { onSuccess: () => void navigate({ to: '/time-tracker/admin/define-urls/list' }) })
      }
    />
  );
}

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** /time-tracker/integrations: every definition's URL and commands, pointing at this app's origin. */
export function IntegrationsRoute() {
  const heartbeats = useQuery(heartbeatsQuery(useApi()));
  if (!heartbeats.isSuccess) {
    return <Pending title={heartbeatTitles.integrations} status={heartbeats.isError ? 'error' : 'loading'} onRetry={() => void heartbeats.refetch()} />;
  }
  return <IntegrationsScreen heartbeats={heartbeats.data} origin={window.location.origin} copy={copyToClipboard} />;
}
