import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/useApi';
import { SidebarSection } from '../../shell/sidebarSection';
import { collectionRecipesQuery, recipeCollectionsQuery, type RecipeCollection, type RecipeSummary } from './queries';
import { commonMessages as m, commonValueMessages as v } from './screenMessages';

/** Oldest first (spec §2: "each list is sorted by creation time"). */
function byCreation<T extends { createdDateTime: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.createdDateTime.localeCompare(b.createdDateTime));
}

/** Spec §2: on the recipe collection pages the sidebar lists the user's collections. */
export function CollectionsSidebar() {
  const intl = useIntl();
  const collections = useQuery(recipeCollectionsQuery(useApi()));
  const links = byCreation<RecipeCollection>(collections.data ?? []).map((collection) => ({
    key: collection._id,
    label: collection.name,
    to: `/recipe-collection/${collection._id}`,
  }));
  return (
    <SidebarSection
      label={intl.formatMessage(m.sidebarCollections)}
      links={links}
      empty={collections.isPending ? intl.formatMessage(m.sidebarLoading) : collections.isSuccess ? intl.formatMessage(m.sidebarEmpty) : undefined}
    />
  );
}

/** Spec §2: on a recipe page the sidebar lists the recipes of its collection, by creation time. */
export function CollectionRecipesSidebar({ collectionId, collectionName }: { collectionId: string; collectionName: string }) {
  const intl = useIntl();
  const recipes = useQuery(collectionRecipesQuery(useApi(), collectionId));
  const links = byCreation<RecipeSummary>(recipes.data ?? []).map((recipe) => ({ key: recipe._id, label: recipe.name, to: `/recipe/${recipe._id}` }));
  return (
    <SidebarSection
      label={intl.formatMessage(v.sidebarRecipes, { collection: collectionName })}
      links={links}
      empty={recipes.isPending ? intl.formatMessage(m.sidebarLoading) : recipes.isSuccess ? intl.formatMessage(m.sidebarNoRecipes) : undefined}
    />
  );
}
