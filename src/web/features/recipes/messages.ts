import { defineMessages } from 'react-intl';

export const recipesMessages = defineMessages({
  name: { id: 'recipes.area.name', defaultMessage: 'Recipes' },
});
