import type { UseQueryResult } from '@tanstack/react-query';
import { findable, type Findable } from '../../api/loadable';

export { loadable, type Findable, type Loadable } from '../../api/loadable';

/** A collection's query: a 404 NOTES_COLLECTION_NOT_FOUND is "not found", any other failure an error to retry. */
export const findableCollection = <T,>(query: Pick<UseQueryResult<T, unknown>, 'status' | 'data' | 'error'>): Findable<T> => findable(query, 'NOTES_COLLECTION_NOT_FOUND');
