import { describe, expect, it } from 'vitest';
import { blankOption, categoryBody, categoryUnsendable, lineOf, optionBody, optionForm, unsendable } from './optionForm';
import type { BenefitOption } from './queries';

const option: BenefitOption = {
  id: 'o1',
  category_id: 'c1',
  category_name: 'Dental',
  kind: 'dental',
  name: 'Clearview Dental Plus',
  carrier_id: 'k1',
  carrier_name: 'Clearview Vision & Dental',
  carrier_color: '#00838f',
  plan_id: '55678CO0020004',
  plan: { id: '55678CO0020004', name: 'Clearview Plus', active: true },
  description: 'Preventive care in full.',
  eligibility: { min_hours_per_week: 30, employee_classes: ['Full-time'], dependents: 'family', child_age_limit: 26 },
  eligibility_summary: 'Full-time employees working at least 30 hours a week.',
  documents: [{ name: 'Summary', url: 'https://clearview.example/summary.pdf' }],
  status: 'active',
  version: 3,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('the option form', () => {
  it('round-trips an option into the body of its update, at its version', () => {
    const form = optionForm(option);
    expect(form.waitingDays).toBe('');
    expect(form.planName).toBe('Clearview Plus');
    expect(optionBody(form, option.version)).toEqual({
      category_id: 'c1',
      name: 'Clearview Dental Plus',
      carrier_id: 'k1',
      plan_id: '55678CO0020004',
      description: 'Preventive care in full.',
      eligibility: { min_hours_per_week: 30, waiting_period_days: undefined, employee_classes: ['Full-time'], dependents: 'family', child_age_limit: 26 },
      documents: [{ name: 'Summary', url: 'https://clearview.example/summary.pdf' }],
      status: 'active',
      version: 3,
    });
  });

  it('sends no child age when children are not covered, and no empty document row', () => {
    const form = { ...blankOption('c1'), dependents: 'spouse' as const, childAgeLimit: '26', planId: '', documents: [{ name: ' ', url: '' }] };
    const body = optionBody(form);
    expect(body.eligibility.child_age_limit).toBeUndefined();
    expect(body.plan_id).toBeUndefined();
    expect(body.documents).toEqual([]);
  });

  it('holds back only what cannot be sent; negative hours go to the server, which names the rule', () => {
    expect(unsendable(blankOption())).toEqual({ category_id: 'choose the category', name: 'enter the option’s name', carrier_id: 'choose the carrier' });
    const typed = { ...blankOption('c1'), name: 'Accident', carrierId: 'k1', minHours: '-5', waitingDays: 'thirty' };
    expect(unsendable(typed)).toEqual({ 'eligibility.waiting_period_days': 'a whole number' });
  });

  it('offers plans only for medical, dental and vision', () => {
    expect(lineOf('dental')).toBe('dental');
    expect(lineOf('life')).toBeUndefined();
    expect(lineOf(undefined)).toBeUndefined();
  });
});

describe('the category form', () => {
  it('needs a kind and a name, and a place only when given', () => {
    expect(categoryUnsendable({ kind: '', name: ' ', description: '', position: '' })).toEqual({ kind: 'choose what the category holds', name: 'enter the category’s name' });
    expect(categoryUnsendable({ kind: 'life', name: 'Life', description: '', position: 'first' })).toEqual({ position: 'a whole number from 1' });
    expect(categoryBody({ kind: 'life', name: 'Life', description: '', position: '' }, 2)).toEqual({ kind: 'life', name: 'Life', description: '', position: undefined, version: 2 });
  });
});
