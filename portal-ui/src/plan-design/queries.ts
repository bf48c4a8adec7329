/** TanStack Query definitions of the plan-design reads. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export const designsQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'plan-designs'],
    queryFn: () => unwrap(api.GET('/groups/{id}/plan-designs', { params: { path: { id: groupId }, query: { per_page: 100 } } })),
  });

export const designQuery = (id: string) =>
  queryOptions({ queryKey: ['plan-designs', id], queryFn: () => unwrap(api.GET('/plan-designs/{id}', { params: { path: { id } } })) });

export const acceptedQuotesQuery = (groupId: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'quotes', 'accepted'],
    queryFn: () => unwrap(api.GET('/groups/{id}/quotes', { params: { path: { id: groupId }, query: { status: 'accepted', per_page: 50 } } })),
    staleTime: 30_000,
  });

export const quoteQuery = (id: string) => queryOptions({ queryKey: ['quotes', id], queryFn: () => unwrap(api.GET('/quotes/{id}', { params: { path: { id } } })) });

export const carriersQuery = queryOptions({
  queryKey: ['catalogue', 'carriers'],
  queryFn: () => unwrap(api.GET('/catalogue/carriers')),
  staleTime: 10 * 60_000,
});

export interface PlanFilters {
  line: string;
  q: string;
  carrier_id: string;
  metal_level: string;
  network_type: string;
  hsa: boolean;
  page: number;
  per_page: number;
}

export const cataloguePlansQuery = (ratingArea: string | null | undefined, effectiveDate: string, f: PlanFilters) =>
  queryOptions({
    queryKey: ['catalogue', 'plans', ratingArea, effectiveDate, f],
    queryFn: () =>
      unwrap(
        api.GET('/catalogue/plans', {
          params: {
            query: {
              line: f.line,
              q: f.q.trim() || undefined,
              carrier_id: f.carrier_id || undefined,
              metal_level: f.metal_level || undefined,
              network_type: f.network_type || undefined,
              hsa: f.hsa ? true : undefined,
              rating_area: ratingArea ?? undefined,
              effective_date: effectiveDate || undefined,
              page: f.page + 1,
              per_page: f.per_page,
              sort: 'base_rate',
            },
          },
        }),
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
