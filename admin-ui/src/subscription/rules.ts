/** A subscription's dates, price and invoices in words, and when its Stripe customer portal can be opened. */
import { formatDate } from '../../../portal-ui/src/ui/dates';
import type { Invoice, OwnBilling, OwnSubscription } from '../api';
import { price } from '../billing-plans/rules';

/** The day of a timestamp: "2027-01-05T00:00:00Z" → "Jan 5, 2027"; absent → "—". */
export const formatDay = (iso: string | undefined) => formatDate(iso?.slice(0, 10));

/** What happens when the period paid for ends, and when: ["Renews", "Feb 1, 2027"]; null without a period. */
export function periodEnd(s: Pick<OwnSubscription, 'status' | 'cancel_at_period_end' | 'current_period_end'>): [string, string] | null {
  if (!s.current_period_end) return null;
  const when = s.status === 'canceled' ? 'Ended' : s.cancel_at_period_end ? 'Ends' : 'Renews';
  return [when, formatDay(s.current_period_end)];
}

/** A trial's days left and end: "12 days left (ends Jan 5, 2027)", "Ended Jan 5, 2027"; null outside a trial. */
export function trialLeft(s: Pick<OwnSubscription, 'trialing' | 'trial_days_left' | 'trial_ends_at'>): string | null {
  if (!s.trialing || s.trial_days_left === undefined) return null;
  const ends = formatDay(s.trial_ends_at);
  if (s.trial_days_left === 0) return `Ended ${ends}`;
  return `${s.trial_days_left} ${s.trial_days_left === 1 ? 'day' : 'days'} left (ends ${ends})`;
}

/** The plan's price at the subscription's interval: "$499 a month", "$4,990 a year"; null without a plan. */
export function planPrice(s: Pick<OwnSubscription, 'plan' | 'interval'>): string | null {
  if (!s.plan) return null;
  return s.interval === 'year' ? `${price(s.plan.yearly_cents)} a year` : `${price(s.plan.monthly_cents)} a month`;
}

/** What an invoice asks for: what was paid once paid, else what is due, in cents. */
export const invoiceAmountCents = (invoice: Pick<Invoice, 'status' | 'amount_paid_cents' | 'amount_due_cents'>) =>
  invoice.status === 'paid' ? invoice.amount_paid_cents : invoice.amount_due_cents;

/** Stripe's customer portal opens once Stripe is configured and the agency is its customer. */
export const canManageBilling = (billing: Pick<OwnBilling, 'configured' | 'subscription'>) => billing.configured && billing.subscription?.has_customer === true;
