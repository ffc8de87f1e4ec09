import type { PublicCollection, PublicDrink, PublicDrinkCollection } from './queries';

const image = (id: string) => ({
  width: 960,
  height: 1280,
  thumb: `/api/public/image/tok/${id}?size=thumb`,
  medium: `/api/public/image/tok/${id}?size=medium`,
});

/** A Negroni with every field filled, its photo among them. */
export const negroniFixture: PublicDrink = {
  name: 'Negroni',
  ingredients: [
    { text: '30 ml gin', quantity: 30, quantity2: null, unit: 'ml', name: 'gin' },
    { text: '3 cl Campari', quantity: 3, quantity2: null, unit: 'cl', name: 'Campari' },
    { text: '1 oz sweet vermouth', quantity: 1, quantity2: null, unit: 'oz', name: 'sweet vermouth' },
    { text: '1-2 dashes orange bitters', quantity: 1, quantity2: 2, unit: 'dash', name: 'orange bitters' },
  ],
  steps: ['Stir everything with ice for 30 seconds.', 'Strain over a large ice cube.'],
  glass: 'Rocks glass',
  garnish: 'Orange peel',
  tags: ['Bitter', 'Classic'],
  rating: 5,
  image: image('imag00000001'),
};

/** A drink with only a name. */
export const plainDrinkFixture: PublicDrink = { name: 'Gin and tonic', ingredients: [], steps: [], glass: '', garnish: '', tags: [], rating: null, image: null };

export const drinkCollectionFixture: PublicDrinkCollection = {
  name: 'Friday bar',
  drinks: [negroniFixture, { ...plainDrinkFixture, rating: 3 }],
  next: null,
};

/** "Records" with one field of most types, and an image. */
export const recordsFixture: PublicCollection = {
  name: 'Records',
  fields: [
    { id: 'fld000000001', name: 'Title', type: 'text' },
    { id: 'fld000000002', name: 'Year', type: 'number' },
    { id: 'fld000000003', name: 'Bought', type: 'date' },
    { id: 'fld000000004', name: 'Signed', type: 'yesNo' },
    { id: 'fld000000005', name: 'Rating', type: 'rating' },
    { id: 'fld000000006', name: 'Page', type: 'link' },
    { id: 'fld000000007', name: 'Format', type: 'choice', choices: ['LP', 'EP'] },
    { id: 'fld000000008', name: 'Cover', type: 'image' },
  ],
  items: [
    {
      values: {
        fld000000001: 'Kind of Blue',
        fld000000002: 1959,
        fld000000003: '2024-05-01',
        fld000000004: true,
        fld000000005: 5,
        fld000000006: 'https://example.com/kind-of-blue',
        fld000000007: 'LP',
        fld000000008: image('imag00000002'),
      },
    },
    { values: { fld000000001: 'Blue Train', fld000000004: false, fld000000006: 'javascript:alert(1)' } },
  ],
  next: null,
};
