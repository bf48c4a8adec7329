/** The catalogue calls: carriers, and plans filtered and rated in an area on a date. */
import type { paths } from '@canopy/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export type CatalogueQuery = NonNullable<paths['/catalogue/plans']['get']['parameters']['query']>;

export const carriersQuery = queryOptions({
  queryKey: ['catalogue', 'carriers'],
  queryFn: () => unwrap(api.GET('/catalogue/carriers')),
  staleTime: 10 * 60_000,
});

export const plansQuery = (query: CatalogueQuery) =>
  queryOptions({
    queryKey: ['catalogue', 'plans', query],
    queryFn: () => unwrap(api.GET('/catalogue/plans', { params: { query } })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
