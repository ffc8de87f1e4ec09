// Proves what changing a field's type (or a choice field's choices) does to the items: values that
// convert are converted, those that do not are kept in the item's `unconverted` with their old type
// and reported in the answer (nothing is lost), changing the type back gives them back, the user can
// discard kept values, and a removed field takes its kept values along.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, fieldNamed, startCollectionsApi, type CollectionsApi } from './collectionsApi';

describe("changing a field's type", () => {
  let api: CollectionsApi;
  beforeAll(async () => {
    api = await startCollectionsApi('tove');
  });
  afterAll(async () => {
    await api.t.close();
  });

  it('converts what it can, keeps and reports what it cannot, and gives it back when the type goes back', async () => {
    const made = await api.makeCollection('Records', [
      { name: 'Title', type: 'text' },
      { name: 'Year', type: 'text' },
      { name: 'Signed', type: 'text' },
      { name: 'Score', type: 'number' },
    ]);
    const [title, year, signed, score] = ['Title', 'Year', 'Signed', 'Score'].map((name) => fieldNamed(made, name));
    const blue = await api.makeItem(made._id, { [title!.id]: 'Blue', [year!.id]: '1971', [signed!.id]: 'ja', [score!.id]: 4 });
    const hunky = await api.makeItem(made._id, { [title!.id]: 'Hunky Dory', [year!.id]: 'early seventies', [signed!.id]: 'maybe', [score!.id]: 7 });
    const empty = await api.makeItem(made._id);

    const changed = await api.ok('updateCollection', {
      body: {
        collectionId: made._id,
        fields: [title!, { ...year!, type: 'number' }, { ...signed!, type: 'yesNo' }, { ...score!, type: 'rating' }],
      },
    });
    expect(changed.collection.fields.map((field) => field.type)).toEqual(['text', 'number', 'yesNo', 'rating']);
    expect(new Set(changed.unconverted.map((ref) => `${ref.itemId} ${ref.fieldId}`))).toEqual(
      new Set([`${hunky._id} ${year!.id}`, `${hunky._id} ${signed!.id}`, `${hunky._id} ${score!.id}`]),
    );
    expect((await api.readItem(blue._id)).values).toEqual({ [title!.id]: 'Blue', [year!.id]: 1971, [signed!.id]: true, [score!.id]: 4 });
    const kept = await api.readItem(hunky._id);
    expect(kept.values).toEqual({ [title!.id]: 'Hunky Dory' });
    expect(kept.unconverted).toEqual({
      [year!.id]: [{ value: 'early seventies', type: 'text' }],
      [signed!.id]: [{ value: 'maybe', type: 'text' }],
      [score!.id]: [{ value: 7, type: 'number' }],
    });
    expect(await api.readItem(empty._id)).toEqual(empty);

    // Back to the old types: every kept value returns; converted values convert back.
    const back = await api.ok('updateCollection', { body: { collectionId: made._id, fields: [title!, year!, signed!, score!] } });
    expect(back.unconverted).toEqual([]);
    expect((await api.readItem(hunky._id)).values).toEqual({ [title!.id]: 'Hunky Dory', [year!.id]: 'early seventies', [signed!.id]: 'maybe', [score!.id]: 7 });
    expect((await api.readItem(hunky._id)).unconverted).toEqual({});
    expect((await api.readItem(blue._id)).values).toEqual({ [title!.id]: 'Blue', [year!.id]: '1971', [signed!.id]: 'yes', [score!.id]: 4 });
  });

  it('keeps a value whose choice was taken away, and lets the user discard kept values', async () => {
    const made = await api.makeCollection('Formats', [{ name: 'Format', type: 'choice', choices: ['Vinyl', 'CD', 'Tape'] }]);
    const format = fieldNamed(made, 'Format');
    const tape = await api.makeItem(made._id, { [format.id]: 'Tape' });
    const cd = await api.makeItem(made._id, { [format.id]: 'CD' });

    const changed = await api.ok('updateCollection', { body: { collectionId: made._id, fields: [{ ...format, choices: ['Vinyl', 'CD'] }] } });
    expect(changed.unconverted).toEqual([{ itemId: tape._id, fieldId: format.id }]);
    expect(await api.readItem(cd._id)).toEqual(cd);
    const kept = await api.readItem(tape._id);
    expect(kept).toMatchObject({ values: {}, unconverted: { [format.id]: [{ value: 'Tape', type: 'choice' }] } });

    const discarded = await api.ok('updateItem', { body: { itemId: tape._id, discardUnconverted: [format.id] } });
    expect(discarded).toMatchObject({ values: {}, unconverted: {} });
    expect(await api.readItem(tape._id)).toEqual(discarded);
  });

  it('drops the kept values of a removed field', async () => {
    const made = await api.makeCollection('Drop', [
      { name: 'Name', type: 'text' },
      { name: 'Count', type: 'text' },
    ]);
    const name = fieldNamed(made, 'Name');
    const count = fieldNamed(made, 'Count');
    const item = await api.makeItem(made._id, { [name.id]: 'A', [count.id]: 'many' });
    await api.ok('updateCollection', { body: { collectionId: made._id, fields: [name, { ...count, type: 'number' }] } });
    expect((await api.readItem(item._id)).unconverted).toEqual({ [count.id]: [{ value: 'many', type: 'text' }] });
    await api.ok('updateCollection', { body: { collectionId: made._id, fields: [name] } });
    expect(await api.readItem(item._id)).toMatchObject({ values: { [name.id]: 'A' }, unconverted: {} });
    // The removed field's id is no longer the collection's.
    expectRefusal(await api.call('updateItem', { body: { itemId: item._id, values: { [count.id]: 'x' } } }), 404, 'COLLECTION_FIELD_NOT_FOUND');
  });
});
