import type { SubGroup, TimeGroup, TimeStamp } from '../../../contract/types';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';

/** What the fake time tracker holds; tests read and seed it. */
export interface FakeTimeStore {
  groups: Array<{ _id: string; name: string }>;
  subGroups: Array<{ _id: string; name: string; timeGroupId: string }>;
  stamps: Array<{ _id: string; subGroupId: string; startTime: string; endTime: string | null }>;
}

export interface FakeTimeSeed {
  groups?: FakeTimeStore['groups'];
  subGroups?: FakeTimeStore['subGroups'];
  stamps?: FakeTimeStore['stamps'];
  /** "Now" as the fake server sees it (active stamps count up to it); the real clock by default. */
  now?: () => number;
}

/**
 * The time tracker's calls (contract/time.yaml) on a fake server, backed by a small in-memory
 * store, so route tests run the real screens, loaders and mutations. It keeps the contract's
 * shapes and its main rules (stamp in by sub group name, one active stamp per sub group, stop,
 * edit, reopen, delete, move); its period totals are simplified: `today`… and `total` all hold
 * the all-time sum (tests that check periods belong to the server's API tests).
 */
export function installFakeTimeServer(server: FakeServer, seed: FakeTimeSeed = {}): FakeTimeStore {
  const store: FakeTimeStore = { groups: [...(seed.groups ?? [])], subGroups: [...(seed.subGroups ?? [])], stamps: [...(seed.stamps ?? [])] };
  const now = seed.now ?? (() => Date.now());
  let counter = 0;
  const taken = (id: string) => [...store.groups, ...store.subGroups, ...store.stamps].some((row) => row._id === id);
  const newId = (prefix: string) => {
    let id: string;
    do id = `${prefix}${String(++counter).padStart(12 - prefix.length, '0')}`;
    while (taken(id));
    return id;
  };
  const query = (request: Request) => new URL(request.url).searchParams;

  const stampView = (stamp: FakeTimeStore['stamps'][number]): TimeStamp => {
    const sub = store.subGroups.find((s) => s._id === stamp.subGroupId)!;
    const end = stamp.endTime ? Date.parse(stamp.endTime) : now();
    return {
      _id: stamp._id,
      name: sub.name,
      subGroupId: sub._id,
      timeGroupId: sub.timeGroupId,
      startTime: stamp.startTime,
      endTime: stamp.endTime,
      date: stamp.startTime.slice(0, 10),
      ended: stamp.endTime !== null,
      durationInMs: Math.max(0, end - Date.parse(stamp.startTime)),
    };
  };
  const latestActive = (stamps: FakeTimeStore['stamps']) => {
    const active = stamps.filter((s) => s.endTime === null).sort((a, b) => b.startTime.localeCompare(a.startTime))[0];
    return active ? { startTime: active.startTime, timeStampId: active._id } : null;
  };
  const stampsOfSub = (subGroupId: string) => store.stamps.filter((s) => s.subGroupId === subGroupId);
  const subView = (sub: FakeTimeStore['subGroups'][number]): SubGroup => ({
    ...sub,
    usage: stampsOfSub(sub._id).length,
    activeStamp: latestActive(stampsOfSub(sub._id)),
  });
  const groupView = (group: FakeTimeStore['groups'][number], withSubGroups = false): TimeGroup => {
    const subs = store.subGroups.filter((s) => s.timeGroupId === group._id);
    const stamps = store.stamps.filter((s) => subs.some((sub) => sub._id === s.subGroupId));
    const total = stamps.reduce((sum, stamp) => sum + stampView(stamp).durationInMs, 0);
    return {
      ...group,
      today: total,
      yesterDay: 0,
      currentWeek: total,
      lastWeek: 0,
      currentMonth: total,
      lastMonth: 0,
      total,
      usage: stamps.length,
      tags: [],
      activeStamp: latestActive(stamps),
      ...(withSubGroups ? { subGroups: subs.map(subView) } : {}),
    };
  };
  const page = (stamps: TimeStamp[], pageNumber = 1, size = 50) => ({
    timeStamps: stamps.slice((pageNumber - 1) * size, pageNumber * size),
    totalPages: Math.max(1, Math.ceil(stamps.length / size)),
  });
  const notFound = (code: string) => refused(404, code, 'Not found');

  Object.assign(server.routes, {
    'GET /time-group': (request: Request) => {
      const q = query(request);
      if (q.get('shallow') === 'true') return ok(store.groups.map(({ _id, name }) => ({ _id, name })));
      const id = q.get('timeGroupId');
      if (id) {
        const group = store.groups.find((g) => g._id === id);
        return group ? ok(groupView(group, true)) : notFound('TIME_GROUP_NOT_FOUND');
      }
      return ok(store.groups.map((group) => groupView(group)));
    },
    'POST /time-group': (_request: Request, body: { name: string }) => {
      const group = { _id: newId('timegrp'), name: body.name.trim() };
      store.groups.push(group);
      return ok(groupView(group));
    },
    'GET /sub-group': (request: Request) => {
      const q = query(request);
      const id = q.get('subGroupId');
      if (id) {
        const sub = store.subGroups.find((s) => s._id === id);
        return sub ? ok(subView(sub)) : notFound('SUB_GROUP_NOT_FOUND');
      }
      const groupId = q.get('timeGroupId');
      return ok(store.subGroups.filter((s) => !groupId || s.timeGroupId === groupId).map(subView));
    },
    'GET /time-stamp': (request: Request) => {
      const q = query(request);
      const id = q.get('timeStampId');
      if (id) {
        const stamp = store.stamps.find((s) => s._id === id);
        return stamp ? ok(stampView(stamp)) : notFound('TIME_STAMP_NOT_FOUND');
      }
      const latestFirst = (stamps: FakeTimeStore['stamps']) => [...stamps].sort((a, b) => b.startTime.localeCompare(a.startTime)).map(stampView);
      if (q.get('active') === 'true') return ok(page(latestFirst(store.stamps.filter((s) => s.endTime === null)), 1, Infinity));
      const subGroupId = q.get('subGroupId');
      if (subGroupId) return ok(page(latestFirst(stampsOfSub(subGroupId)), Number(q.get('pageNumber') ?? 1)));
      const date = q.get('date');
      return ok(page(latestFirst(store.stamps.filter((s) => !date || s.startTime.startsWith(date))), 1, Infinity));
    },
    'POST /time-stamp': (_request: Request, body: { name?: string; timeGroupId?: string; subGroupId?: string; startTime?: string; endTime?: string }) => {
      const name = body.name?.trim();
      if (!name || !body.timeGroupId) return refused(400, 'NAME_AND_GROUP_REQUIRED', 'Name and time group is required');
      if (!store.groups.some((g) => g._id === body.timeGroupId)) return notFound('TIME_GROUP_NOT_FOUND');
      let sub =
        store.subGroups.find((s) => s._id === body.subGroupId) ??
        store.subGroups.find((s) => s.timeGroupId === body.timeGroupId && s.name.toLowerCase() === name.toLowerCase());
      if (!sub) {
        sub = { _id: newId('subgrp'), name, timeGroupId: body.timeGroupId };
        store.subGroups.push(sub);
      }
      if (!body.endTime && stampsOfSub(sub._id).some((s) => s.endTime === null)) return refused(409, 'ALREADY_ACTIVE');
      const stamp = { _id: newId('stamp'), subGroupId: sub._id, startTime: body.startTime ?? new Date(now()).toISOString(), endTime: body.endTime ?? null };
      store.stamps.push(stamp);
      return ok(stampView(stamp));
    },
    'PUT /time-stamp': (_request: Request, body: { timeStampId: string; ended?: boolean; startTime?: string; endTime?: string }) => {
      const stamp = store.stamps.find((s) => s._id === body.timeStampId);
      if (!stamp) return notFound('TIME_STAMP_NOT_FOUND');
      if (body.ended === true && stamp.endTime !== null) return refused(409, 'ALREADY_ENDED', 'This stamp has already been stopped');
      const next = { ...stamp };
      if (body.startTime) next.startTime = body.startTime;
      if (body.ended === false) {
        if (body.endTime) return refused(400, 'REOPEN_WITH_END_TIME');
        if (stampsOfSub(stamp.subGroupId).some((s) => s.endTime === null && s._id !== stamp._id)) return refused(409, 'ALREADY_ACTIVE');
        next.endTime = null;
      } else if (body.endTime) next.endTime = body.endTime;
      else if (body.ended === true && next.endTime === null) next.endTime = new Date(now()).toISOString();
      if (next.endTime && Date.parse(next.endTime) < Date.parse(next.startTime)) {
        return refused(400, 'END_BEFORE_START', 'A time stamp cannot end before it starts');
      }
      Object.assign(stamp, next);
      return ok(stampView(stamp));
    },
    'DELETE /time-stamp': (request: Request) => {
      const index = store.stamps.findIndex((s) => s._id === query(request).get('timeStampId'));
      if (index < 0) return notFound('TIME_STAMP_NOT_FOUND');
      store.stamps.splice(index, 1);
      return ok();
    },
  });
  return store;
}
