/** The reports: the book of business, enrollment, their exports, and the agency's commission rates. */
import { API_BASE, type ApiRequestBody, type ApiResponse } from '@canopy/api';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { queryString } from '../book/rules';
import type { BookReportTable, EnrollmentReportTable } from '../ui/vocab';

export type BookReport = ApiResponse<'/reports/book-of-business', 'get'>;
export type CarrierLinePremium = BookReport['premium'][number];
export type StageFigure = BookReport['stages'][number];
export type RenewalMonth = BookReport['renewals'][number];
export type ReportBroker = BookReport['brokers'][number];
export type EnrollmentReport = ApiResponse<'/reports/enrollment', 'get'>;
export type ReportEnrollment = EnrollmentReport['enrollments'][number];
export type ReportParticipation = EnrollmentReport['participation'][number];
export type ReportElection = EnrollmentReport['elections'][number];
export type ReportWaiver = EnrollmentReport['waivers'][number];
export type CompletionSeries = EnrollmentReport['completion'][number];
export type CommissionSchedule = ApiResponse<'/reports/commission-rates', 'get'>;
export type CommissionScheduleInput = ApiRequestBody<'/reports/commission-rates', 'put'>;
export type ExportFormat = 'csv' | 'xlsx';

/** The book's filters as the URL carries them: a date, a broker. */
export interface BookFilters {
  as_of?: string;
  broker_id?: string;
}

/** The enrollment report's filters: a date range, a broker. */
export interface EnrollmentFilters {
  from?: string;
  to?: string;
  broker_id?: string;
}

export const reportKeys = {
  all: ['reports'] as const,
  book: (filters: BookFilters) => [...reportKeys.all, 'book', filters] as const,
  enrollment: (filters: EnrollmentFilters) => [...reportKeys.all, 'enrollment', filters] as const,
  rates: () => [...reportKeys.all, 'commission-rates'] as const,
};

/** An empty filter is no filter: the server's default applies. */
function present<T extends object>(filters: T): T {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

export const bookReportQuery = (filters: BookFilters) =>
  queryOptions({
    queryKey: reportKeys.book(present(filters)),
    queryFn: () => unwrap(api.GET('/reports/book-of-business', { params: { query: present(filters) } })),
    placeholderData: keepPreviousData,
  });

export const enrollmentReportQuery = (filters: EnrollmentFilters) =>
  queryOptions({
    queryKey: reportKeys.enrollment(present(filters)),
    queryFn: () => unwrap(api.GET('/reports/enrollment', { params: { query: present(filters) } })),
    placeholderData: keepPreviousData,
  });

export const commissionRatesQuery = queryOptions({
  queryKey: reportKeys.rates(),
  queryFn: () => unwrap(api.GET('/reports/commission-rates')),
});

/** Saves the whole set of rates at the version read; the book's estimate is read again. */
export async function saveCommissionRates(queryClient: QueryClient, body: CommissionScheduleInput): Promise<CommissionSchedule> {
  const saved = await unwrap(api.PUT('/reports/commission-rates', { body }));
  queryClient.setQueryData(reportKeys.rates(), saved);
  await queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'book'] });
  return saved;
}

/** The book of business as a file: one table, or (XLSX) every table in one workbook. */
export function bookExportHref(format: ExportFormat, table: BookReportTable | undefined, filters: BookFilters): string {
  return `${API_BASE}/reports/book-of-business/export${queryString({ format, table, ...filters })}`;
}

/** The enrollment report as a file: one table, or (XLSX) every table in one workbook. */
export function enrollmentExportHref(format: ExportFormat, table: EnrollmentReportTable | undefined, filters: EnrollmentFilters): string {
  return `${API_BASE}/reports/enrollment/export${queryString({ format, table, ...filters })}`;
}
