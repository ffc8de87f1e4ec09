import type { Schemas } from '../../../contract/types';
import type { CollectionField } from '../../../domain/collections/fieldValues';
import { refusals } from './refusals';

type FieldInput = Schemas['CollectionFieldInput'];

const keyOf = (text: string) => text.toLowerCase();

function choicesOf(input: FieldInput, name: string): string[] | undefined {
  if (input.type !== 'choice') {
    if (input.choices !== undefined) throw refusals.choicesInvalid(name, `is a ${input.type} field: only a choice field has choices`);
    return undefined;
  }
  const choices = (input.choices ?? []).map((choice) => choice.trim());
  if (choices.length === 0) throw refusals.choicesInvalid(name, 'is a choice field: give it at least one choice');
  if (choices.includes('')) throw refusals.choicesInvalid(name, 'has an empty choice');
  const seen = new Set<string>();
  for (const choice of choices) {
    if (seen.has(keyOf(choice))) throw refusals.choicesInvalid(name, `offers "${choice}" twice`);
    seen.add(keyOf(choice));
  }
  return choices;
}

/**
 * The collection's fields after a change, from the whole list the client sent: a field with an id
 * is one of `before` (404 otherwise), one without is new and gets an id here. Names are trimmed and
 * unique ignoring case; choices belong to choice fields only.
 */
export function planFields(before: readonly CollectionField[], inputs: readonly FieldInput[], newId: () => string): CollectionField[] {
  const known = new Set(before.map((field) => field.id));
  const ids = new Set<string>();
  const names = new Set<string>();
  return inputs.map((input, index) => {
    const name = input.name.trim();
    if (name === '') throw refusals.fieldNameRequired(index + 1);
    if (names.has(keyOf(name))) throw refusals.fieldNameTaken(name);
    names.add(keyOf(name));
    if (input.id !== undefined) {
      if (!known.has(input.id)) throw refusals.fieldNotFound(input.id);
      if (ids.has(input.id)) throw refusals.fieldIdRepeated(input.id);
      ids.add(input.id);
    }
    const choices = choicesOf(input, name);
    const numberFormat = input.type === 'number' ? input.numberFormat : undefined;
    return { id: input.id ?? newId(), name, type: input.type, ...(choices === undefined ? {} : { choices }), ...(numberFormat === undefined ? {} : { numberFormat }) };
  });
}
