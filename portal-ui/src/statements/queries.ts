/** Premium statements: a group's month as its carriers may bill it, the carriers' invoices beside it, and the book's month. */
import { uploadFile, type ApiRequestBody, type ApiResponse } from '@canopy/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export type PremiumStatement = ApiResponse<'/groups/{id}/statements/{month}', 'get'>;
export type CarrierStatement = PremiumStatement['carriers'][number];
export type CarrierInvoice = NonNullable<CarrierStatement['invoice']>;
export type StatementDifference = CarrierInvoice['differences'][number];
export type StatementMember = PremiumStatement['members'][number];
export type StatementBook = ApiResponse<'/statements', 'get'>;
export type DifferenceStep = ApiRequestBody<'/statement-differences/{id}/actions', 'post'>;

export const statementsKey = ['statements'] as const;

export const statementQuery = (groupId: string, month: string) =>
  queryOptions({
    queryKey: [...statementsKey, 'group', groupId, month],
    queryFn: () => unwrap(api.GET('/groups/{id}/statements/{month}', { params: { path: { id: groupId, month } } })),
    placeholderData: keepPreviousData,
  });

/** The book's month; without one, the server opens on the latest month invoiced, else the month being billed. */
export const statementBookQuery = (month: string | undefined, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...statementsKey, 'book', month ?? 'latest', page, perPage],
    queryFn: () => unwrap(api.GET('/statements', { params: { query: { month, page: page + 1, per_page: perPage } } })),
    placeholderData: keepPreviousData,
  });

/** Compares a carrier's invoice with the month's statement; a file that cannot be read changes nothing. */
export function uploadInvoice(groupId: string, month: string, carrierId: string, file: File): Promise<PremiumStatement> {
  return uploadFile<PremiumStatement>(`/groups/${groupId}/statements/${month}/invoices`, file, { fields: { carrier_id: carrierId } });
}

export function actOnDifference(id: string, body: DifferenceStep) {
  return unwrap(api.POST('/statement-differences/{id}/actions', { params: { path: { id } }, body }));
}

export function statementFileHref(groupId: string, month: string, format: 'xlsx' | 'pdf'): string {
  return `/api/groups/${groupId}/statements/${month}/export?format=${format}`;
}
