import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/useApi';
import { SidebarSection } from '../../shell/sidebarSection';
import { collectionDrinksQuery, drinkCollectionsQuery } from './queries';
import { commonMessages as m, commonValueMessages as v } from './screenMessages';

/** Oldest first (spec §2: "each list is sorted by creation time"). */
function byCreation<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Spec §2 (as for recipes): on the drink collection pages the sidebar lists the user's collections. */
export function CollectionsSidebar() {
  const intl = useIntl();
  const collections = useQuery(drinkCollectionsQuery(useApi()));
  const links = byCreation(collections.data ?? []).map((collection) => ({ key: collection._id, label: collection.name, to: `/drink-collection/${collection._id}` }));
  return (
    <SidebarSection
      label={intl.formatMessage(m.sidebarCollections)}
      links={links}
      empty={collections.isPending ? intl.formatMessage(m.sidebarLoading) : collections.isSuccess ? intl.formatMessage(m.sidebarEmpty) : undefined}
    />
  );
}

/** On a drink's page the sidebar lists the drinks of its collection read so far (the first page, or as many as its page showed), by creation time. */
export function CollectionDrinksSidebar({ collectionId, collectionName }: { collectionId: string; collectionName: string }) {
  const intl = useIntl();
  const drinks = useInfiniteQuery(collectionDrinksQuery(useApi(), collectionId));
  const links = byCreation(drinks.data ?? []).map((drink) => ({ key: drink._id, label: drink.name, to: `/drink/${drink._id}` }));
  return (
    <SidebarSection
      label={intl.formatMessage(v.sidebarDrinks, { collection: collectionName })}
      links={links}
      empty={drinks.isPending ? intl.formatMessage(m.sidebarLoading) : drinks.isSuccess ? intl.formatMessage(m.sidebarNoDrinks) : undefined}
    />
  );
}
