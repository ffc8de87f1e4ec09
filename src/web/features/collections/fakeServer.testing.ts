import type { RequestBody, Schemas } from '../../../contract/types';
import { reconcileItem } from '../../../domain/collections/fieldChange';
import { checkValue, type ItemValue } from '../../../domain/collections/fieldValues';
import { fitView, viewProblem } from '../../../domain/collections/viewFit';
import { ok, refused, type FakeServer } from '../../testing/fakeServer';
import { fakeId, fakeTime } from '../../testing/fakeIds';

type Collection = Schemas['Collection'];
type CollectionField = Schemas['CollectionField'];
type Item = Schemas['Item'];

/** A collection as the fake holds it: without its count, worked out from its items. */
export type FakeCollection = Omit<Collection, 'itemCount'>;

/** What the fake collections area holds; tests seed it and read it. */
export interface FakeCollectionsStore {
  collections: FakeCollection[];
  items: Item[];
  /** Items in a page of GET /item without `limit` (the server's is 500). */
  pageSize: number;
}

export interface FakeCollectionsSeed {
  collections?: FakeCollection[];
  items?: Item[];
  pageSize?: number;
  /** The most unconverted values a change of fields lists (the server's 100). */
  reportedUnconverted?: number;
}

/** A field with a fixed-length id made from its name (12 characters, as the contract's). */
export function fakeField(name: string, type: CollectionField['type'], choices?: string[]): CollectionField {
  const id = `${name.replace(/[^A-Za-z0-9]/g, '')}____________`.slice(0, 12);
  return { id, name, type, ...(choices ? { choices } : {}) };
}

/** A collection with these fields and a table view, made now (later calls are newer). */
export function fakeCollection(name: string, fields: CollectionField[] = [], overrides: Partial<FakeCollection> = {}): FakeCollection {
  const at = fakeTime();
  return { _id: fakeId('coll'), name, fields, view: { layout: 'table' }, createdAt: at, updatedAt: at, ...overrides };
}

/** An item of `collection` with these values by field id. */
export function fakeItem(collection: FakeCollection, values: Record<string, ItemValue>, overrides: Partial<Item> = {}): Item {
  const at = fakeTime();
  return { _id: fakeId('item'), collectionId: collection._id, values, unconverted: {}, createdAt: at, updatedAt: at, ...overrides };
}

const params = (request: Request) => new URL(request.url).searchParams;

/**
 * The collections area's calls (contract/collections.yaml) on a fake server, over an in-memory
 * store: values are checked and a field change converts and keeps values with the domain's rules
 * the server uses (src/domain/collections), the import is all or nothing with the server's
 * refusal words, and unknown ids are 404 with the contract's codes. A test may replace a handler.
 */
export function installFakeCollectionsServer(server: FakeServer, seed: FakeCollectionsSeed = {}): FakeCollectionsStore {
  const store: FakeCollectionsStore = { collections: [...(seed.collections ?? [])], items: [...(seed.items ?? [])], pageSize: seed.pageSize ?? 500 };
  const collection = (id: string | null | undefined) => store.collections.find((each) => each._id === id);
  const withCount = (each: FakeCollection): Collection => ({ ...each, itemCount: store.items.filter((item) => item.collectionId === each._id).length });
  const now = () => new Date().toISOString();

  /** The values to store, or the first fault ("the value for "Year" must be a number"). */
  const checked = (fields: readonly CollectionField[], sent: Record<string, ItemValue | null> = {}, base: Record<string, ItemValue> = {}) => {
    const values = { ...base };
    for (const [fieldId, value] of Object.entries(sent)) {
      const field = fields.find((each) => each.id === fieldId);
      if (!field) return { missing: fieldId } as const;
      const check = checkValue(field, value);
      if (check.kind === 'invalid') return { fault: `the value for "${field.name}" ${check.reason}` } as const;
      if (check.kind === 'empty') delete values[fieldId];
      else values[fieldId] = check.value;
    }
    return { values } as const;
  };

  Object.assign(server.routes, {
    'GET /collection': (request: Request) => {
      const id = params(request).get('collectionId');
      if (id === null) return ok([...store.collections].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(withCount));
      const found = collection(id);
      return found ? ok(withCount(found)) : refused(404, 'COLLECTION_NOT_FOUND');
    },
    'POST /collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createCollection'>;
      if (!body.name.trim()) return refused(400, 'COLLECTION_NAME_REQUIRED');
      const made = fakeCollection(body.name.trim(), (body.fields ?? []).map((field) => ({ ...field, id: fakeId('fld') })));
      store.collections.push(made);
      return ok(withCount(made));
    },
    'PUT /collection': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateCollection'>;
      const found = collection(body.collectionId);
      if (!found) return refused(404, 'COLLECTION_NOT_FOUND');
      if (body.name === undefined && body.fields === undefined && body.view === undefined) return refused(400, 'NOTHING_TO_CHANGE');
      if (body.name !== undefined && !body.name.trim()) return refused(400, 'COLLECTION_NAME_REQUIRED');
      let fields = found.fields;
      const unconverted: Array<{ itemId: string; fieldId: string }> = [];
      if (body.fields !== undefined) {
        if (body.fields.some((field) => field.id !== undefined && !found.fields.some((each) => each.id === field.id))) return refused(404, 'COLLECTION_FIELD_NOT_FOUND');
        if (body.fields.some((field) => !field.name.trim())) return refused(400, 'FIELD_NAME_REQUIRED');
        const names = body.fields.map((field) => field.name.trim().toLowerCase());
        if (new Set(names).size !== names.length) return refused(400, 'FIELD_NAME_TAKEN');
        fields = body.fields.map((field) => ({ ...field, name: field.name.trim(), id: field.id ?? fakeId('fld') }));
        store.items = store.items.map((item) => {
          if (item.collectionId !== found._id) return item;
          const result = reconcileItem(item, found.fields, fields);
          result.failed.forEach((fieldId) => unconverted.push({ itemId: item._id, fieldId }));
          return result.changed ? { ...item, values: result.values, unconverted: result.unconverted, updatedAt: now() } : item;
        });
      }
      if (body.view !== undefined && viewProblem(body.view, fields) !== undefined) return refused(400, 'COLLECTION_VIEW_INVALID');
      const changed: FakeCollection = { ...found, name: body.name?.trim() ?? found.name, fields, view: body.view ?? fitView(found.view, fields), updatedAt: now() };
      store.collections = store.collections.map((each) => (each._id === found._id ? changed : each));
      return ok({ collection: withCount(changed), unconverted: unconverted.slice(0, seed.reportedUnconverted ?? 100), unconvertedCount: unconverted.length });
    },
    'DELETE /collection': (request: Request) => {
      const id = params(request).get('collectionId');
      if (!collection(id)) return refused(404, 'COLLECTION_NOT_FOUND');
      const deletedItems = store.items.filter((item) => item.collectionId === id).length;
      store.items = store.items.filter((item) => item.collectionId !== id);
      store.collections = store.collections.filter((each) => each._id !== id);
      return ok({ deletedItems });
    },
    'GET /item': (request: Request) => {
      const query = params(request);
      const itemId = query.get('itemId');
      const collectionId = query.get('collectionId');
      if ((itemId === null) === (collectionId === null)) return refused(400, 'ONE_QUERY_AT_A_TIME');
      if (itemId !== null) {
        const found = store.items.find((item) => item._id === itemId);
        return found ? ok(found) : refused(404, 'ITEM_NOT_FOUND');
      }
      if (!collection(collectionId)) return refused(404, 'COLLECTION_NOT_FOUND');
      // Pages as the server's: `after` is the last item's id of the page before.
      const all = store.items.filter((item) => item.collectionId === collectionId);
      const after = query.get('after');
      const start = after === null ? 0 : all.findIndex((item) => item._id === after) + 1;
      if (after !== null && start === 0) return refused(400, 'ITEM_CURSOR_INVALID');
      const page = all.slice(start, start + Number(query.get('limit') ?? store.pageSize));
      const more = start + page.length < all.length;
      return ok({ items: page, next: more ? page.at(-1)!._id : null });
    },
    'POST /item': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'createItem'>;
      const into = collection(body.collectionId);
      if (!into) return refused(404, 'COLLECTION_NOT_FOUND');
      const result = checked(into.fields, body.values);
      if ('missing' in result) return refused(404, 'COLLECTION_FIELD_NOT_FOUND');
      if ('fault' in result) return refused(400, 'ITEM_VALUE_INVALID', result.fault!);
      const made = fakeItem(into, result.values);
      store.items.push(made);
      return ok(made);
    },
    'PUT /item': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'updateItem'>;
      const found = store.items.find((item) => item._id === body.itemId);
      if (!found) return refused(404, 'ITEM_NOT_FOUND');
      if (Object.keys(body.values ?? {}).length === 0 && (body.discardUnconverted ?? []).length === 0) return refused(400, 'NOTHING_TO_CHANGE');
      const fields = collection(found.collectionId)?.fields ?? [];
      const result = checked(fields, body.values, found.values);
      if ('missing' in result) return refused(404, 'COLLECTION_FIELD_NOT_FOUND');
      if ('fault' in result) return refused(400, 'ITEM_VALUE_INVALID', result.fault!);
      const unconverted = { ...found.unconverted };
      for (const fieldId of body.discardUnconverted ?? []) delete unconverted[fieldId];
      const changed = { ...found, values: result.values, unconverted, updatedAt: now() };
      store.items = store.items.map((item) => (item._id === found._id ? changed : item));
      return ok(changed);
    },
    'DELETE /item': (request: Request) => {
      const id = params(request).get('itemId');
      if (!store.items.some((item) => item._id === id)) return refused(404, 'ITEM_NOT_FOUND');
      store.items = store.items.filter((item) => item._id !== id);
      return ok();
    },
    'POST /item-import': (_request: Request, raw: unknown) => {
      const body = raw as RequestBody<'importItems'>;
      const into = collection(body.collectionId);
      if (!into) return refused(404, 'COLLECTION_NOT_FOUND');
      const rows = body.items.map((row) => checked(into.fields, row.values));
      if (rows.some((row) => 'missing' in row)) return refused(404, 'COLLECTION_FIELD_NOT_FOUND');
      const faults = rows.flatMap((row, index) => ('fault' in row ? [`Row ${index + 1}: ${row.fault}.`] : []));
      // All or nothing, with the server's words naming the rows and fields at fault.
      if (faults.length > 0) return refused(400, 'ITEM_IMPORT_INVALID', faults.join(' '));
      const made = rows.map((row) => fakeItem(into, 'values' in row ? row.values! : {}));
      store.items.push(...made);
      return ok({ count: made.length, itemIds: made.map((item) => item._id) });
    },
  });
  return store;
}
