/** The agency's subscription and usage, and the plan catalogue the landing page shows. */
import type { ApiResponse } from '@canopy/api';
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

export type Billing = ApiResponse<'/billing', 'get'>;
export type BillingPlan = ApiResponse<'/billing/plans', 'get'>[number];
export type Usage = Billing['usage'][number];

export const billingQuery = queryOptions({
  queryKey: ['billing'] as const,
  queryFn: () => unwrap(api.GET('/billing')),
});

export const billingPlansQuery = queryOptions({
  queryKey: ['billing', 'plans'] as const,
  queryFn: () => unwrap(api.GET('/billing/plans')),
  staleTime: 5 * 60_000,
});

export type BillingInvoice = ApiResponse<'/billing/invoices', 'get'>[number];
export type BillingInterval = NonNullable<Billing['subscription']>['interval'] & string;

export const invoicesQuery = queryOptions({
  queryKey: ['billing', 'invoices'] as const,
  queryFn: () => unwrap(api.GET('/billing/invoices')),
});

/** Stripe Checkout for a plan: the page to send the browser to. */
export const startCheckout = (planId: string, interval: BillingInterval) => unwrap(api.POST('/billing/checkout', { body: { plan_id: planId, interval } }));

/** Stripe's customer portal: the page to send the browser to. */
export const openPortal = () => unwrap(api.POST('/billing/portal'));
