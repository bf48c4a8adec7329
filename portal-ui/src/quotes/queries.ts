/** The quote and market-analysis calls and types, all derived from the generated schema. */
import type { ApiRequestBody, ApiResponse, components } from '@canopy/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

type S = components['schemas'];

export type QuoteSummary = S['QuoteSummary'];
export type QuotePage = ApiResponse<'/groups/{id}/quotes', 'get'>;
export type Quote = S['Quote'];
export type QuoteInput = ApiRequestBody<'/groups/{id}/quotes', 'post'>;
export type QuotedPlan = S['QuotedPlan'];
export type TierCost = S['TierCost'];
export type Rerate = S['Rerate'];
export type PlanChange = S['PlanChange'];
export type ContributionRule = S['ContributionRule'];
export type Plan = S['Plan'];
export type Carrier = S['Carrier'];
export type EmployeeCost = S['EmployeeCost'];
export type MemberCost = S['MemberCost'];
export type MarketAnalysis = S['MarketAnalysis'];
export type MarketPlan = S['MarketPlan'];
export type RatingAreaLookup = S['RatingAreaLookup'];

export type QuoteStatus = ApiRequestBody<'/quotes/{id}/status', 'post'>['status'];

export const quotesQuery = (groupId: string, query: { page?: number; per_page?: number; status?: string; q?: string; sort?: string; order?: string }) =>
  queryOptions({
    queryKey: ['groups', groupId, 'quotes', 'list', query],
    queryFn: () => unwrap(api.GET('/groups/{id}/quotes', { params: { path: { id: groupId }, query } })),
    placeholderData: keepPreviousData,
  });

export const quoteQuery = (id: string) =>
  queryOptions({ queryKey: ['quotes', id], queryFn: () => unwrap(api.GET('/quotes/{id}', { params: { path: { id } } })) });

export const breakdownQuery = (id: string, query: { plan_id: string; page: number; per_page: number; q?: string }) =>
  queryOptions({
    queryKey: ['quotes', id, 'breakdown', query],
    queryFn: () => unwrap(api.GET('/quotes/{id}/breakdown', { params: { path: { id }, query } })),
    placeholderData: keepPreviousData,
  });

export const marketQuery = (groupId: string, line?: string) =>
  queryOptions({
    queryKey: ['groups', groupId, 'market-analysis', line ?? ''],
    queryFn: () => unwrap(api.GET('/groups/{id}/market-analysis', { params: { path: { id: groupId }, query: line ? { line } : {} } })),
  });

export const ratingAreaQuery = (zip: string) =>
  queryOptions({
    queryKey: ['catalogue', 'rating-area', zip],
    queryFn: () => unwrap(api.GET('/catalogue/rating-area', { params: { query: { zip } } })),
    staleTime: Infinity,
    retry: false,
  });

export function createQuote(groupId: string, body: QuoteInput): Promise<Quote> {
  return unwrap(api.POST('/groups/{id}/quotes', { params: { path: { id: groupId } }, body }));
}

export function setQuoteStatus(id: string, status: QuoteStatus): Promise<Quote> {
  return unwrap(api.POST('/quotes/{id}/status', { params: { path: { id } }, body: { status } }));
}

export function rerateQuote(id: string, refreshCensus: boolean): Promise<Quote> {
  return unwrap(api.POST('/quotes/{id}/rerate', { params: { path: { id } }, body: { refresh_census: refreshCensus } }));
}

export function deleteQuote(id: string): Promise<void> {
  return unwrap(api.DELETE('/quotes/{id}', { params: { path: { id } } })) as Promise<void>;
}

/** Where a proposal downloads (a plain link: the browser keeps the session cookie). */
export function proposalHref(id: string, format: S['ProposalFormat']): string {
  return `/api/quotes/${id}/proposal?format=${format}`;
}
