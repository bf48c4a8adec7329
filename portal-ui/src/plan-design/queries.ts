/** TanStack Query definitions of the plan-design reads. */
import { queryOptions } from '@tanstack/react-query';
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

