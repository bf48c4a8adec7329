/** The plan-design calls: the reads as TanStack Query definitions, and the writes. */
import type { ApiRequestBody } from '@canopy/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import type { Decision, DesignInput, PlanDesign } from './types';

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

/** The live cost model and checks of a design being edited (nothing is saved). */
export const previewQuery = (groupId: string, input: DesignInput) =>
  queryOptions({
    queryKey: ['groups', groupId, 'plan-design-preview', input],
    queryFn: () => unwrap(api.POST('/groups/{id}/plan-designs/preview', { params: { path: { id: groupId } }, body: input })),
  });

export function createDesign(groupId: string, body: DesignInput): Promise<PlanDesign> {
  return unwrap(api.POST('/groups/{id}/plan-designs', { params: { path: { id: groupId } }, body }));
}

export function updateDesign(id: string, body: ApiRequestBody<'/plan-designs/{id}', 'put'>): Promise<PlanDesign> {
  return unwrap(api.PUT('/plan-designs/{id}', { params: { path: { id } }, body }));
}

export function submitDesign(id: string): Promise<PlanDesign> {
  return unwrap(api.POST('/plan-designs/{id}/submit', { params: { path: { id } } }));
}

export function decideDesign(id: string, body: Decision): Promise<PlanDesign> {
  return unwrap(api.POST('/plan-designs/{id}/decision', { params: { path: { id } }, body }));
}
