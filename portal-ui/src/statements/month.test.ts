import { describe, expect, it } from 'vitest';
import { addMonths, billingMonth, isMonth, monthLabel, monthOf, openingMonth } from './month';

describe('statement months', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-03', -15)).toBe('2024-12');
  });

  it('invoices the month after today’s', () => {
    expect(monthOf('2026-11-25')).toBe('2026-11');
    expect(billingMonth('2026-12-31')).toBe('2027-01');
  });

  it('names and checks months', () => {
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(isMonth('2026-12')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('December')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('opens a group on its latest invoice, else its first month of coverage when still ahead', () => {
    expect(openingMonth({ invoice_months: ['2027-02-01', '2027-01-01'], first_month: '2026-01-01' }, '2026-12')).toBe('2027-02');
    expect(openingMonth({ invoice_months: [], first_month: '2027-03-01' }, '2026-12')).toBe('2027-03');
    expect(openingMonth({ invoice_months: [], first_month: '2025-03-01' }, '2026-12')).toBe('2026-12');
    expect(openingMonth({ invoice_months: [] }, '2026-12')).toBe('2026-12');
  });
});
