// GET /dashboard: one section per area that has something for the date, in the caller's zone.
import { beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../helpers/auth';
import { callOperation, dataOf } from '../contractClient';
import { HOUR, MINUTE, startTimeApi, type TimeApi } from '../time/timeApi';

let api: TimeApi;

beforeEach(async () => {
  api = await startTimeApi({ username: 'dana' });
  api.setNow('2026-11-25T20:00:00.000Z');
});

const dashboard = (date: string, timeZone?: string) => api.ok('getDashboard', { query: { date, ...(timeZone === undefined ? {} : { timeZone }) } });
const sectionOf = async (area: 'notes' | 'time', date: string, timeZone?: string) => (await dashboard(date, timeZone)).sections.find((section) => section.area === area);

async function stamp(groupId: string, name: string, startTime: string, endTime?: string) {
  return api.ok('createTimeStamp', { body: { name, timeGroupId: groupId, startTime, ...(endTime === undefined ? {} : { endTime }) } });
}

describe('GET /dashboard', () => {
  it('has no sections for a day with nothing in it and no journal', async () => {
    expect(await dashboard('2026-11-25')).toEqual({ date: '2026-11-25', sections: [] });
  });

  it('refuses an unknown time zone, and a date that is not one', async () => {
    const zone = await api.call('getDashboard', { query: { date: '2026-11-25', timeZone: 'Mars/Olympus' } });
    expect(zone).toMatchObject({ statusCode: 400, body: { error: { code: 'INVALID_TIME_ZONE' } } });
    const date = await api.call('getDashboard', { query: { date: '2026-02-30' } });
    expect(date).toMatchObject({ statusCode: 400, body: { error: { code: 'VALIDATION_FAILED' } } });
  });

  it('needs a sign-in', async () => {
    const answer = await callOperation(api.t.app, 'getDashboard', { query: { date: '2026-11-25' } });
    expect(answer.statusCode).toBe(401);
  });
});

describe("the time tracker's section", () => {
  it("sums each group's time inside the local day, most first, a stamp across midnight by its part", async () => {
    const work = await api.ok('createTimeGroup', { body: { name: 'Work' } });
    const sleep = await api.ok('createTimeGroup', { body: { name: 'Sleep' } });
    // Stockholm is UTC+1 in November: its 25th runs from 24th 23:00 to 25th 23:00 UTC.
    await stamp(sleep._id, 'Night', '2026-11-24T21:00:00.000Z', '2026-11-25T05:00:00.000Z');
    await stamp(work._id, 'Coding', '2026-11-25T08:00:00.000Z', '2026-11-25T10:30:00.000Z');
    await stamp(work._id, 'Review', '2026-11-25T19:00:00.000Z');

    const section = await sectionOf('time', '2026-11-25', 'Europe/Stockholm');
    expect(section).toMatchObject({
      area: 'time',
      totalMs: 6 * HOUR + 2.5 * HOUR + 1 * HOUR,
      groups: [
        { _id: sleep._id, name: 'Sleep', ms: 6 * HOUR },
        { _id: work._id, name: 'Work', ms: 3.5 * HOUR },
      ],
    });
    expect(section?.area === 'time' && section.stamps.map((s) => [s.subGroupName, s.timeGroupName, s.ms, s.endTime])).toEqual([
      ['Night', 'Sleep', 6 * HOUR, '2026-11-25T05:00:00.000Z'],
      ['Coding', 'Work', 2.5 * HOUR, '2026-11-25T10:30:00.000Z'],
      ['Review', 'Work', 1 * HOUR, null],
    ]);

    // The same night in UTC: 3 hours of the 24th, 5 of the 25th.
    expect(await sectionOf('time', '2026-11-24')).toMatchObject({ totalMs: 3 * HOUR });
    api.advance(30 * MINUTE);
    expect(await sectionOf('time', '2026-11-25', 'Europe/Stockholm')).toMatchObject({ totalMs: 10 * HOUR });
  });

  it('leaves out a day the running stamp has not reached, and days without stamps', async () => {
    const work = await api.ok('createTimeGroup', { body: { name: 'Work' } });
    await stamp(work._id, 'Coding', '2026-11-25T19:00:00.000Z');
    expect(await sectionOf('time', '2026-11-26')).toBeUndefined();
    expect(await sectionOf('time', '2026-11-20')).toBeUndefined();
  });
});

describe("the notes' section", () => {
  it("holds the journal with its note of the day once made, and the day's other notes", async () => {
    const journal = await api.ok('createNotesCollection', { body: { name: 'Journal', questions: [{ text: 'Mood', type: 'scale', displayInList: true }] } });
    await api.ok('updateUser', { params: { id: api.user._id }, body: { preferences: { journalGroup: journal._id } } });

    expect(await sectionOf('notes', '2026-11-25')).toEqual({ area: 'notes', journal: { notesCollectionId: journal._id, name: 'Journal', note: null }, notes: [] });

    const today = await api.ok('openJournalNote', { body: { notesCollectionId: journal._id, effectiveDate: '2026-11-25' } });
    await api.ok('updateNote', { body: { noteId: today._id, answers: [{ questionId: journal.questions[0]!._id, value: 7 }] } });
    const meeting = await api.ok('createNote', { body: { name: 'Meeting with Alva', effectiveDate: '2026-11-25' } });
    await api.ok('createNote', { body: { name: 'Another day', effectiveDate: '2026-11-24' } });

    const section = await sectionOf('notes', '2026-11-25');
    expect(section?.area === 'notes' && section.journal?.note).toMatchObject({ _id: today._id, listAnswers: [{ text: 'Mood', value: 7 }] });
    expect(section?.area === 'notes' && section.notes.map((note) => note._id)).toEqual([meeting._id]);
  });

  it("takes a note written in the journal for the day by hand as the journal's note", async () => {
    const journal = await api.ok('createNotesCollection', { body: { name: 'Diary' } });
    await api.ok('updateUser', { params: { id: api.user._id }, body: { preferences: { journalGroup: journal._id } } });
    const byHand = await api.ok('createNote', { body: { name: 'Friday', notesCollectionId: journal._id, effectiveDate: '2026-11-20' } });
    const section = await sectionOf('notes', '2026-11-20');
    expect(section?.area === 'notes' && section.journal?.note?._id).toBe(byHand._id);
    expect(section?.area === 'notes' && section.notes).toEqual([]);
  });

  it('has no journal once its collection is gone, and no section on a day without notes', async () => {
    const journal = await api.ok('createNotesCollection', { body: { name: 'Journal' } });
    await api.ok('updateUser', { params: { id: api.user._id }, body: { preferences: { journalGroup: journal._id } } });
    await api.ok('deleteNotesCollection', { query: { notesCollectionId: journal._id } });
    expect(await sectionOf('notes', '2026-11-25')).toBeUndefined();
  });

  it("never shows another user's journal or notes, even when the preference names them", async () => {
    const other = await signUp(api.t.app, 'mallory');
    const theirs = dataOf(await callOperation(api.t.app, 'createNotesCollection', { body: { name: 'Secret journal' }, token: other.access.token }));
    await callOperation(api.t.app, 'createNote', { body: { name: 'Secret', notesCollectionId: theirs._id, effectiveDate: '2026-11-25' }, token: other.access.token });
    await api.ok('updateUser', { params: { id: api.user._id }, body: { preferences: { journalGroup: theirs._id } } });
    expect(await dashboard('2026-11-25')).toEqual({ date: '2026-11-25', sections: [] });
  });
});
