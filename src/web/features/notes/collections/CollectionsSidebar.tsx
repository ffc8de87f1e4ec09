import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApi } from '../../../api/useApi';
import { SidebarSection } from '../../../shell/sidebarSection';
import { notesCollectionsQuery, type NotesCollection } from '../queries';
import { commonMessages as m } from './messages';

/** Oldest first (spec §2: "each list is sorted by creation time"); the server answers so already. */
export const byCreation = (collections: readonly NotesCollection[]) => [...collections].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/** Spec §2: on every notes collection page the sidebar lists the user's collections. */
export function CollectionsSidebar() {
  const intl = useIntl();
  const collections = useQuery(notesCollectionsQuery(useApi()));
  const links = byCreation(collections.data ?? []).map((collection) => ({
    key: collection._id,
    label: collection.name,
    to: `/notes-collection/${collection._id}`,
  }));
  return (
    <SidebarSection
      label={intl.formatMessage(m.sidebarLabel)}
      links={links}
      empty={collections.isPending ? intl.formatMessage(m.sidebarLoading) : collections.isSuccess ? intl.formatMessage(m.sidebarEmpty) : undefined}
    />
  );
}
