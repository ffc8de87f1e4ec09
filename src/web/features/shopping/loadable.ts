import type { UseQueryResult } from '@tanstack/react-query';
import { findable, type Findable } from '../../api/loadable';

export { loadable, type Findable, type Loadable } from '../../api/loadable';

/** A list's query: a 404 SHOPPING_LIST_NOT_FOUND is "not found", any other failure an error to retry. */
export const findableList = <T,>(query: Pick<UseQueryResult<T, unknown>, 'status' | 'data' | 'error'>): Findable<T> => findable(query, 'SHOPPING_LIST_NOT_FOUND');
