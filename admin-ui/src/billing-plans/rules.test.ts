import { describe, expect, it } from 'vitest';
import { formatDollarInput, parseDollarInput } from '../plans/dollarInput';
import { limitLabel, MAX_MONTHLY_CENTS, price, toCataloguePlanInput, usageLabel, usagePercent, validateLimit, validatePrice } from './rules';

const check = (v: ReturnType<typeof validatePrice>, value: unknown) => v(value, {}, {});

describe('subscription plan rules', () => {
  it('shows prices in dollars, with cents only when there are some', () => {
    expect(price(129_900)).toBe('$1,299');
    expect(price(1_999)).toBe('$19.99');
    expect(price(undefined)).toBe('—');
  });

  it('takes prices typed in dollars as integer cents', () => {
    expect(formatDollarInput(129_900)).toBe('1299');
    expect(formatDollarInput(1_999)).toBe('19.99');
    expect(parseDollarInput(1299)).toBe(129_900);
    expect(parseDollarInput('19.99')).toBe(1_999);
    expect(parseDollarInput('')).toBeNull();
  });

  it('checks prices and limits', () => {
    const monthly = validatePrice(MAX_MONTHLY_CENTS);
    expect(check(monthly, 49_900)).toBeUndefined();
    expect(check(monthly, 0)).toBeUndefined();
    expect(check(monthly, null)).toBe('Required');
    expect(check(monthly, -100)).toBe('Zero or more');
    expect(check(monthly, MAX_MONTHLY_CENTS + 1)).toBe('At most $1,000,000');
    expect(validateLimit(null, {}, {})).toBeUndefined();
    expect(validateLimit(25, {}, {})).toBeUndefined();
    expect(validateLimit(0, {}, {})).toMatch(/whole number from 1/);
    expect(validateLimit(2.5, {}, {})).toMatch(/whole number from 1/);
  });

  it('says limits and usage in words', () => {
    expect(limitLabel(2500)).toBe('2,500');
    expect(limitLabel(undefined)).toBe('Unlimited');
    expect(usageLabel({ kind: 'groups', used: 12, limit: 100 })).toBe('12 of 100');
    expect(usageLabel({ kind: 'employees', used: 1340 })).toBe('1,340 (unlimited)');
    expect(usagePercent({ kind: 'seats', used: 8, limit: 10 })).toBe(80);
    expect(usagePercent({ kind: 'seats', used: 12, limit: 10 })).toBe(100);
    expect(usagePercent({ kind: 'seats', used: 12 })).toBeNull();
  });

  it('sends the terms over the version read: blank limits and prices left out, blank features dropped', () => {
    const plan = {
      id: 'scale',
      name: ' Scale ',
      tagline: 'For large books',
      position: 3,
      monthly_cents: 129_900,
      yearly_cents: 1_299_000,
      max_groups: null,
      max_employees: '',
      max_seats: 10,
      features: ['Everything in Growth', '  ', ' Priority support '],
      stripe_monthly_price: 'price_scale_month',
      stripe_yearly_price: '  ',
      active: true,
      version: 4,
      updated_at: '2026-01-01T00:00:00Z',
    };
    expect(toCataloguePlanInput(plan)).toEqual({
      name: 'Scale',
      tagline: 'For large books',
      position: 3,
      monthly_cents: 129_900,
      yearly_cents: 1_299_000,
      max_seats: 10,
      features: ['Everything in Growth', 'Priority support'],
      stripe_monthly_price: 'price_scale_month',
      active: true,
      version: 4,
    });
    expect(toCataloguePlanInput({ ...plan, features: undefined, active: undefined })).toMatchObject({ features: [], active: false });
  });
});
