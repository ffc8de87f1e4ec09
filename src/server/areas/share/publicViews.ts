import type { Schemas } from '../../../contract/types';
import { API_PREFIX } from '../../paths';
import type { ShareRow } from './repository/links';
import * as reads from './repository/publicReads';
import type { ShareDb } from './tables';

type PublicImage = Schemas['PublicImage'];
type PublicDrink = Schemas['PublicDrink'];
type PublicValue = Schemas['PublicItem']['values'][string];

export type PublicView = Schemas['PublicDrink'] | Schemas['PublicDrinkCollection'] | Schemas['PublicCollection'];

/** A link's public view, and the images it shows: the only ones its public image path serves. */
export interface BuiltView {
  view: PublicView;
  imageIds: ReadonlySet<string>;
}

const RENDITIONS = ['thumb', 'medium', 'large'] as const;

/**
 * Builds what a link shows, field by field from the whitelist (never by copying a row or a JSON
 * object as it is, so a column or key added later stays private); undefined when the target is gone.
 */
export async function buildPublicView(db: ShareDb, share: ShareRow): Promise<BuiltView | undefined> {
  const owner = share.user_id;
  if (share.kind === 'drink') {
    const drink = await reads.findDrink(db, owner, share.target_id);
    if (drink === undefined) return undefined;
    const images = await imagesFor(db, share, [drink.image_id]);
    return { view: toPublicDrink(drink, images.views), imageIds: images.ids };
  }
  if (share.kind === 'drinkCollection') {
    const collection = await reads.findDrinkCollection(db, owner, share.target_id);
    if (collection === undefined) return undefined;
    const images = await imagesFor(
      db,
      share,
      collection.drinks.map((drink) => drink.image_id),
    );
    return { view: { name: collection.name, drinks: collection.drinks.map((drink) => toPublicDrink(drink, images.views)) }, imageIds: images.ids };
  }
  const collection = await reads.findCollection(db, owner, share.target_id);
  if (collection === undefined) return undefined;
  const fields = parseArray(collection.fields).flatMap(toPublicField);
  const imageFields = new Set(fields.filter((field) => field.type === 'image').map((field) => field.id));
  const valuesOfItems = collection.itemValues.map(parseObject);
  const imageIds = valuesOfItems.flatMap((values) => [...imageFields].map((fieldId) => values[fieldId]));
  const images = await imagesFor(db, share, imageIds);
  const items = valuesOfItems.map((values) => {
    const shown: Record<string, PublicValue> = {};
    for (const field of fields) {
      const value = imageFields.has(field.id) ? images.views.get(String(values[field.id])) : scalar(values[field.id]);
      if (value !== undefined) shown[field.id] = value;
    }
    return { values: shown };
  });
  return { view: { name: collection.name, fields, items }, imageIds: images.ids };
}

function toPublicDrink(drink: reads.PublicDrinkRow, images: ReadonlyMap<string, PublicImage>): PublicDrink {
  return {
    name: drink.name,
    ingredients: parseArray(drink.ingredients).map((line) => {
      const ingredient = asObject(line);
      return {
        text: String(ingredient.text ?? ''),
        quantity: numberOrNull(ingredient.quantity),
        quantity2: numberOrNull(ingredient.quantity2),
        unit: typeof ingredient.unit === 'string' ? ingredient.unit : null,
        name: String(ingredient.name ?? ''),
      };
    }),
    steps: parseArray(drink.steps).map(String),
    glass: drink.glass,
    garnish: drink.garnish,
    tags: parseArray(drink.tags).map(String),
    rating: drink.rating,
    image: (drink.image_id === null ? undefined : images.get(drink.image_id)) ?? null,
  };
}

function toPublicField(value: unknown): Schemas['PublicCollectionField'][] {
  const field = asObject(value);
  if (typeof field.id !== 'string' || typeof field.name !== 'string' || typeof field.type !== 'string') return [];
  const type = field.type as Schemas['PublicCollectionField']['type'];
  return [{ id: field.id, name: field.name, type, ...(Array.isArray(field.choices) ? { choices: field.choices.map(String) } : {}) }];
}

/** The owner's images among ids, as public paths under this link's token. */
async function imagesFor(db: ShareDb, share: ShareRow, candidates: readonly unknown[]) {
  const ids = [...new Set(candidates.filter((id): id is string => typeof id === 'string'))];
  const stored = await reads.findImages(db, share.user_id, ids);
  const views = new Map<string, PublicImage>();
  for (const [id, image] of stored) {
    const view: PublicImage = { width: image.width, height: image.height };
    for (const size of RENDITIONS) {
      if (image.sizes.includes(size)) view[size] = `${API_PREFIX}/public/image/${share.token}/${id}?size=${size}`;
    }
    views.set(id, view);
  }
  return { views, ids: new Set(views.keys()) };
}

function scalar(value: unknown): PublicValue | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

function parseArray(json: string): unknown[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
}

function parseObject(json: string): Record<string, unknown> {
  return asObject(JSON.parse(json));
}

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
