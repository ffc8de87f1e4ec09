import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { DashboardCardProps, HomeSectionContext } from '../../../areaDefinition';
import { useApi } from '../../../api/useApi';
import { notesCollectionsQuery, useOpenJournalNote, type NotesCollection } from '../queries';
import { NotesCard } from './NotesCard';

/** With the dashboard: the user's collections, for the notes' collection names and list options. */
export async function loadDashboardCard({ queryClient, api }: HomeSectionContext) {
  await queryClient.ensureQueryData(notesCollectionsQuery(api));
}

/**
 * The notes area's dashboard card (areaDefinition.ts `dashboardCard`) on the stores: writing the
 * journal opens (makes, the first time) the journal's note of the date and goes to it.
 */
export default function NotesDashboardCard({ date, dateText, section, view, viewAll }: DashboardCardProps<'notes'>) {
  const api = useApi();
  const navigate = useNavigate();
  const collections = useQuery(notesCollectionsQuery(api));
  const openJournal = useOpenJournalNote();
  const byId = useMemo(() => new Map<string, NotesCollection>((collections.data ?? []).map((collection) => [collection._id, collection])), [collections.data]);

  const writeJournal = () => {
    if (!section.journal || openJournal.isPending) return;
    openJournal.mutate(
      { body: { notesCollectionId: section.journal.notesCollectionId, effectiveDate: date } },
      { onSuccess: ({ data }) => void navigate({ to: '/note/$id', params: { id: data._id } }) },
    );
  };

  return (
    <NotesCard
      section={section}
      dateText={dateText}
      view={view}
      viewAll={viewAll}
      collections={byId}
      onWriteJournal={writeJournal}
      isOpeningJournal={openJournal.isPending}
    />
  );
}
