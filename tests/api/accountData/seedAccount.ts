// An account with something in every area, made through the API the way the screens make it, for
// the whole-account export and restore tests.
import type { FastifyInstance } from 'fastify';
import type { OperationId } from '../../../src/contract/types';
import type { SignedUp } from '../../helpers/auth';
import { openVault } from '../../helpers/vault';
import { callOperation, dataOf, type CallOptions } from '../contractClient';
import { widePngWithAlpha } from '../images/testImages';
import { newEntry } from '../passwords/passwordsApi';

export const EXTRA_PASSWORD = 'vault words that open';

export async function seedEveryArea(app: FastifyInstance, user: SignedUp, label = 'Work'): Promise<void> {
  const token = user.access.token;
  const ok = async <Id extends OperationId>(id: Id, options: CallOptions<Id>) => dataOf(await callOperation(app, id, { token, ...options }));

  const group = await ok('createTimeGroup', { body: { name: label } });
  const subGroup = await ok('createSubGroup', { body: { name: 'Coding', timeGroupId: group._id } });
  const tag = await ok('createTag', { body: { title: 'Paid' } });
  await ok('updateTimeGroup', { body: { groupId: group._id, tags: [tag._id] } });
  await ok('createTimeStamp', { body: { name: 'Coding', timeGroupId: group._id } });
  await ok('createGoal', {
    body: { timeGroupId: group._id, subGroupId: subGroup._id, period: 'day', comparison: 'atLeast', targetMs: 7_200_000, date: '2026-11-23', timeZone: 'Europe/Stockholm' },
  });
  await ok('createHeartbeat', { body: { name: 'Editor', subGroupId: subGroup._id } });

  const extraToken = await openVault(app, user, EXTRA_PASSWORD);
  const passwordGroup = dataOf(await callOperation(app, 'createPasswordGroup', { body: { name: 'Email' }, token, extraToken }));
  dataOf(await callOperation(app, 'createPassword', { body: newEntry('Webmail', passwordGroup._id), token, extraToken }));

  const context = await ok('createNoteContext', { body: { name: 'Home' } });
  const daily = await ok('createNotesCollection', { body: { name: 'Daily', questions: [{ text: 'Mood', type: 'scale', displayInList: true }] } });
  await ok('createNote', {
    body: {
      name: 'Monday',
      notesCollectionId: daily._id,
      effectiveDate: '2026-11-23',
      answers: [{ questionId: daily.questions[0]!._id, value: 7 }],
      entries: [{ text: 'Baked bread at home', contextIds: [context._id] }],
    },
  });

  const image = dataOf(await callOperation(app, 'uploadImage', { rawBody: { contentType: 'image/png', bytes: await widePngWithAlpha() }, token }));
  const baking = await ok('createRecipeCollection', { body: { name: 'Bakning' } });
  await ok('createRecipe', { body: { collectionId: baking._id, name: 'Bread', ingredients: ['500 g flour', '3 dl water'], steps: ['Knead.', 'Bake.'], imageId: image._id } });
  const list = await ok('createShoppingList', { body: { name: 'Groceries' } });
  await ok('createShoppingItems', { body: { shoppingListId: list._id, items: [{ name: 'Flour', quantity: 200, unit: 'g' }] } });
  const pantry = await ok('createStorageGroup', { body: { name: 'Pantry' } });
  await ok('createStorageItems', { body: { storageGroupId: pantry._id, items: [{ name: 'Wheat flour', quantity: 2, unit: 'kg' }] } });
  const sours = await ok('createDrinkCollection', { body: { name: 'Sours' } });
  const drink = await ok('createDrink', { body: { name: 'Gimlet', collectionId: sours._id, ingredients: [{ text: '6 cl gin' }], tags: ['sour'], rating: 4, imageId: image._id } });
  const records = await ok('createCollection', { body: { name: 'Records', fields: [{ name: 'Title', type: 'text' }, { name: 'Cover', type: 'image' }] } });
  const [title, cover] = records.fields.map((field) => field.id);
  await ok('createItem', { body: { collectionId: records._id, values: { [title!]: 'Blue', [cover!]: image._id } } });
  const counters = await ok('createCounterGroup', { body: { name: 'Health' } });
  const water = await ok('createCounter', { body: { name: 'Water', counterGroupId: counters._id, goal: 8 } });
  await ok('createCounterEvent', { body: { counterId: water._id, delta: 2 } });
  await ok('createShare', { body: { kind: 'drink', targetId: drink._id } });
  const laptop = await ok('createDevice', { body: { name: 'Laptop', timeGroupId: group._id, timeZone: 'Europe/Stockholm' } });
  const weekday = { windows: [{ from: '07:00', to: '22:00' }], limitMinutes: 120, useGoal: false };
  await ok('updateUser', {
    params: { id: user._id },
    body: { preferences: { useDeviceShutdown: true, deviceShutdownConfig: { warnLeadMinutes: 10, devices: [{ deviceId: laptop.device._id, days: { mon: weekday } }] } } },
  });
}
