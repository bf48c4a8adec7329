/** A group's renewal: its dated tasks and plans, starting it by hand, ticking tasks, mapping plans, and the re-rating. */
import type { ApiRequestBody, ApiResponse } from '@canopy/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';
import { groupKeys } from '../groups/queries';

export type GroupRenewal = ApiResponse<'/groups/{id}/renewal', 'get'>;
export type RenewalRecord = NonNullable<GroupRenewal['renewal']>;
export type RenewalTask = RenewalRecord['tasks'][number];
export type RenewalPlan = RenewalRecord['plans'][number];
export type RenewalPlanInput = ApiRequestBody<'/renewals/{id}/plans', 'put'>['plans'][number];
export type RenewalComparison = ApiResponse<'/groups/{id}/renewal/comparison', 'get'>;
export type ComparedPlan = RenewalComparison['plans'][number];
export type ComparedLine = RenewalComparison['lines'][number];
export type ComparedAlternative = RenewalComparison['alternatives'][number];
export type RenewalAlternativeQuote = RenewalRecord['alternatives'][number];

export const renewalKey = (groupId: string) => [...groupKeys.detail(groupId), 'renewal'] as const;

export const renewalQuery = (groupId: string) =>
  queryOptions({
    queryKey: renewalKey(groupId),
    queryFn: () => unwrap(api.GET('/groups/{id}/renewal', { params: { path: { id: groupId } } })),
  });

export const comparisonQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...renewalKey(groupId), 'comparison'],
    queryFn: () => unwrap(api.GET('/groups/{id}/renewal/comparison', { params: { path: { id: groupId } } })),
  });

export function startRenewal(groupId: string) {
  return unwrap(api.POST('/groups/{id}/renewal', { params: { path: { id: groupId } } }));
}

export function tickTask(task: RenewalTask, done: boolean) {
  return unwrap(api.PUT('/renewal-tasks/{id}', { params: { path: { id: task.id } }, body: { version: task.version, done } }));
}

export function mapPlans(renewal: RenewalRecord, plans: RenewalPlanInput[]) {
  return unwrap(api.PUT('/renewals/{id}/plans', { params: { path: { id: renewal.id } }, body: { version: renewal.version, plans } }));
}

/** A plan's mapping as it stands, to send back with one thing changed. */
export function inputOf(plan: RenewalPlan): RenewalPlanInput {
  return {
    current_plan_id: plan.current_plan_id,
    mapping: plan.mapping,
    renewal_plan_id: plan.mapping === 'same' || plan.mapping === 'discontinued' ? undefined : plan.renewal_plan_id,
    rate_change_bps: plan.rate_change_bps,
  };
}

/** "7.5" typed as a percentage → 750 hundredths; null when empty, NaN when not a number. */
export function percentToBps(value: string): number | null {
  const v = value.replace(/[%\s]/g, '');
  if (v === '') return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(v)) return Number.NaN;
  return Math.round(Number(v) * 100);
}

/** 750 → "7.5 %". */
export function bpsLabel(bps: number): string {
  return `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
}

export type LineDecision = RenewalRecord['decision']['lines'][number];

export function recordDecision(renewal: RenewalRecord, lines: LineDecision[]) {
  return unwrap(api.PUT('/renewals/{id}/decision', { params: { path: { id: renewal.id } }, body: { version: renewal.version, lines } }));
}

export function sendDecision(renewal: RenewalRecord) {
  return unwrap(api.POST('/renewals/{id}/decision/send', { params: { path: { id: renewal.id } }, body: { version: renewal.version } }));
}

export function answerDecision(renewal: RenewalRecord, approve: boolean, note?: string) {
  return unwrap(api.POST('/renewals/{id}/decision/answer', { params: { path: { id: renewal.id } }, body: { version: renewal.version, approve, note } }));
}

export function startNewYear(renewal: RenewalRecord) {
  return unwrap(api.POST('/renewals/{id}/complete', { params: { path: { id: renewal.id } }, body: { version: renewal.version } }));
}

export function designNewYear(renewal: RenewalRecord) {
  return unwrap(api.POST('/renewals/{id}/design', { params: { path: { id: renewal.id } }, body: { version: renewal.version } }));
}

/** The group's quotes to choose alternatives from, newest first. */
export const groupQuotesQuery = (groupId: string) =>
  queryOptions({
    queryKey: [...renewalKey(groupId), 'quotes'],
    queryFn: () => unwrap(api.GET('/groups/{id}/quotes', { params: { path: { id: groupId }, query: { per_page: 100, sort: 'created_at', order: 'desc' } } })),
  });

export function setAlternatives(renewal: RenewalRecord, quoteIds: string[]) {
  return unwrap(api.PUT('/renewals/{id}/alternatives', { params: { path: { id: renewal.id } }, body: { version: renewal.version, quote_ids: quoteIds } }));
}

/** POST the carriers' renewal rates file as multipart/form-data. */
export function uploadRates(renewal: RenewalRecord, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('version', String(renewal.version));
  return unwrap(
    api.POST('/renewals/{id}/rates', {
      params: { path: { id: renewal.id } },
      // The typed body is the form's fields; the browser sends the FormData with its boundary.
      body: { file: file.name, version: renewal.version },
      bodySerializer: () => form,
    }),
  );
}
