import { describe, expect, it } from 'vitest';
import type { OwnSubscription } from '../api';
import { canManageBilling, formatDay, invoiceAmountCents, periodEnd, planPrice, trialLeft } from './rules';

const growth: NonNullable<OwnSubscription['plan']> = {
  id: 'growth',
  name: 'Growth',
  tagline: 'For growing books',
  monthly_cents: 49_900,
  yearly_cents: 499_000,
  max_groups: 100,
  max_employees: 15_000,
  max_seats: 15,
  features: [],
};

const active: OwnSubscription = {
  status: 'active',
  plan: growth,
  trialing: false,
  lapsed: false,
  interval: 'month',
  current_period_end: '2027-02-01T00:00:00Z',
  cancel_at_period_end: false,
  has_customer: true,
};

const trial: OwnSubscription = {
  ...active,
  status: 'trialing',
  trialing: true,
  interval: undefined,
  current_period_end: undefined,
  trial_ends_at: '2027-01-05T00:00:00Z',
  trial_days_left: 12,
  has_customer: false,
};

describe('subscription in words', () => {
  it('writes a timestamp as its day', () => {
    expect(formatDay('2027-01-05T23:30:00Z')).toBe('Jan 5, 2027');
    expect(formatDay(undefined)).toBe('—');
  });

  it('says whether the period renews, ends or ended', () => {
    expect(periodEnd(active)).toEqual(['Renews', 'Feb 1, 2027']);
    expect(periodEnd({ ...active, cancel_at_period_end: true })).toEqual(['Ends', 'Feb 1, 2027']);
    expect(periodEnd({ ...active, status: 'canceled' })).toEqual(['Ended', 'Feb 1, 2027']);
    expect(periodEnd(trial)).toBeNull();
  });

  it('counts the days left in a trial', () => {
    expect(trialLeft(trial)).toBe('12 days left (ends Jan 5, 2027)');
    expect(trialLeft({ ...trial, trial_days_left: 1 })).toBe('1 day left (ends Jan 5, 2027)');
    expect(trialLeft({ ...trial, trial_days_left: 0 })).toBe('Ended Jan 5, 2027');
    expect(trialLeft(active)).toBeNull();
  });

  it('prices the plan at the interval paid', () => {
    expect(planPrice(active)).toBe('$499 a month');
    expect(planPrice({ ...active, interval: 'year' })).toBe('$4,990 a year');
    expect(planPrice({ ...active, plan: undefined })).toBeNull();
  });

  it('reads an invoice’s amount as paid once paid, else as due', () => {
    expect(invoiceAmountCents({ status: 'paid', amount_paid_cents: 49_900, amount_due_cents: 49_900 })).toBe(49_900);
    expect(invoiceAmountCents({ status: 'open', amount_paid_cents: 0, amount_due_cents: 49_900 })).toBe(49_900);
  });

  it('opens the customer portal only for a Stripe customer on a server with Stripe', () => {
    expect(canManageBilling({ configured: true, subscription: active })).toBe(true);
    expect(canManageBilling({ configured: false, subscription: active })).toBe(false);
    expect(canManageBilling({ configured: true, subscription: trial })).toBe(false);
    expect(canManageBilling({ configured: true, subscription: undefined })).toBe(false);
  });
});
