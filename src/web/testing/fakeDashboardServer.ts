import type { Schemas } from '../../contract/types';
import { daySpan, isTimeZone, overlapMs } from '../../domain/timePeriods';
import { ok, refused, type FakeServer } from './fakeServer';
import type { FakeNotesStore } from '../features/notes/fakeServer.testing';
import type { FakeTimeStore } from '../features/time/fakeServer.testing';

type Note = Schemas['Note'];
type NoteSummary = Schemas['NoteSummary'];
type DashboardSection = Schemas['DashboardSection'];

export interface FakeDashboardSeed {
  /** The fake notes area (features/notes/fakeServer.testing.ts) whose notes and journal make the notes section. */
  notes?: FakeNotesStore;
  /** The fake time tracker (features/time/fakeServer.testing.ts) whose stamps make the time section. */
  time?: FakeTimeStore;
  /** "Now" for running stamps; the real clock by default. */
  now?: () => number;
}

/** What a test may change: sections of areas the web knows no card for, added after the others. */
export interface FakeDashboard {
  extraSections: (date: string) => unknown[];
}

const summaryOf = (note: Note): NoteSummary => ({
  _id: note._id,
  name: note.name,
  secondName: note.secondName,
  notesCollectionId: note.notesCollectionId,
  effectiveDate: note.effectiveDate,
  createdAt: note.createdAt,
  listAnswers: note.answers.filter((answer) => answer.displayInList),
  entryCount: note.entries.length,
});

/**
 * GET /dashboard (contract/dashboard.yaml) on a fake server, made from the other fakes' stores as
 * the server makes it: the notes section (the journal the account's `journalGroup` names, with its
 * note of the date, and the date's other notes; none when there is neither) and the time section
 * (each stamp's part inside the local day of `timeZone`, per group most first, and the stamps;
 * none when nothing was stamped). An unknown zone is 400 `INVALID_TIME_ZONE`.
 */
export function installFakeDashboardServer(server: FakeServer, seed: FakeDashboardSeed = {}): FakeDashboard {
  const dashboard: FakeDashboard = { extraSections: () => [] };
  const now = seed.now ?? (() => Date.now());

  const notesSection = (notes: FakeNotesStore, date: string): DashboardSection | undefined => {
    const journalId = server.account?.preferences.journalGroup;
    const journal = notes.collections.find((collection) => collection._id === journalId);
    const ofDate = notes.notes.filter((note) => note.effectiveDate === date).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const journalNote = journal ? ofDate.find((note) => note.notesCollectionId === journal._id) : undefined;
    const others = ofDate.filter((note) => note !== journalNote);
    if (!journal && others.length === 0) return undefined;
    return {
      area: 'notes',
      journal: journal ? { notesCollectionId: journal._id, name: journal.name, note: journalNote ? summaryOf(journalNote) : null } : null,
      notes: others.map(summaryOf),
    };
  };

  const timeSection = (time: FakeTimeStore, date: string, timeZone: string): DashboardSection | undefined => {
    const day = daySpan(date, timeZone);
    const parts = time.stamps
      .map((stamp) => {
        const start = Date.parse(stamp.startTime);
        const end = stamp.endTime === null ? Math.max(start, now()) : Date.parse(stamp.endTime);
        return { stamp, start, ms: overlapMs({ start, end }, day) };
      })
      .filter(({ start, ms }) => ms > 0 || (start >= day.start && start < day.end))
      .sort((a, b) => a.start - b.start);
    if (parts.length === 0) return undefined;
    const subGroup = (id: string) => time.subGroups.find((sub) => sub._id === id);
    const groupName = (id: string) => time.groups.find((group) => group._id === id)?.name ?? '';
    const perGroup = new Map<string, number>();
    for (const { stamp, ms } of parts) {
      const groupId = subGroup(stamp.subGroupId)?.timeGroupId ?? '';
      perGroup.set(groupId, (perGroup.get(groupId) ?? 0) + ms);
    }
    return {
      area: 'time',
      totalMs: parts.reduce((sum, { ms }) => sum + ms, 0),
      groups: [...perGroup].map(([_id, ms]) => ({ _id, name: groupName(_id), ms })).sort((a, b) => b.ms - a.ms || a.name.localeCompare(b.name)),
      stamps: parts.map(({ stamp, ms }) => {
        const sub = subGroup(stamp.subGroupId);
        const timeGroupId = sub?.timeGroupId ?? '';
        return {
          _id: stamp._id,
          timeGroupId,
          timeGroupName: groupName(timeGroupId),
          subGroupId: stamp.subGroupId,
          subGroupName: sub?.name ?? '',
          startTime: stamp.startTime,
          endTime: stamp.endTime,
          ms,
        };
      }),
    };
  };

  server.routes['GET /dashboard'] = (request: Request) => {
    const query = new URL(request.url).searchParams;
    const date = query.get('date') ?? '';
    const timeZone = query.get('timeZone') ?? 'UTC';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return refused(400, 'VALIDATION_FAILED');
    if (!isTimeZone(timeZone)) return refused(400, 'INVALID_TIME_ZONE');
    const sections = [
      seed.notes ? notesSection(seed.notes, date) : undefined,
      seed.time ? timeSection(seed.time, date, timeZone) : undefined,
    ].filter((section) => section !== undefined);
    return ok({ date, sections: [...sections, ...dashboard.extraSections(date)] });
  };
  return dashboard;
}
