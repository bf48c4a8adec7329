import { describe, expect, it } from 'vitest';
import { AA_NORMAL, checkContrast, contrastRatio, parseHex, type Rgb } from '../brand/contrast';
import {
  CHECKLIST_ITEM_KIND_LABELS,
  codeLabel,
  codeOptions,
  dueDaysText,
  ENROLLMENT_STATUS_CODES,
  ENROLLMENT_STATUS_LABELS,
  groupStatusLabel,
  LINE_CODES,
  LINE_LABELS,
  lifeEventLabel,
  lifeEventOptions,
  lifeEventStatusLabel,
  METAL_COLORS,
  RELATIONSHIP_LABELS,
  STAGE_CODES,
  STAGE_COLORS,
  STAGE_LABELS,
  stageLabel,
  TIER_LEGEND,
  TIER_OPTIONS,
  tierName,
  waivedBecause,
  waiveReasonLabel,
  waiveReasonOptions,
} from './vocab';

describe('tier vocabulary', () => {
  it('names a tier for staff and for the employee', () => {
    expect(tierName('ES')).toBe('Employee + spouse/partner');
    expect(tierName('ES', 'employee')).toBe('Me + spouse/partner');
    expect(tierName('W')).toBe('Waived');
    expect(tierName(null)).toBe('—');
    expect(tierName('XX')).toBe('XX');
  });

  it('explains every code in one legend and offers every tier in pickers', () => {
    for (const code of ['EE', 'ES', 'EC', 'EF', 'W']) expect(TIER_LEGEND).toContain(`${code} `);
    expect(TIER_OPTIONS.map(([code]) => code)).toEqual(['EE', 'ES', 'EC', 'EF', 'W']);
    expect(TIER_OPTIONS[0][1]).toBe('EE · Employee only');
  });
});

describe('reading a code', () => {
  it('gives the label, a dash for no code, and an unknown code as itself', () => {
    expect(codeLabel(RELATIONSHIP_LABELS, 'domestic_partner')).toBe('Domestic partner');
    expect(codeLabel(RELATIONSHIP_LABELS, null)).toBe('—');
    expect(codeLabel(RELATIONSHIP_LABELS, '')).toBe('—');
    expect(codeLabel(RELATIONSHIP_LABELS, 'step_child')).toBe('step child');
  });

  it('offers the codes in the order of their labels', () => {
    expect(codeOptions(LINE_LABELS)).toEqual([
      ['medical', 'Medical'],
      ['dental', 'Dental'],
      ['vision', 'Vision'],
    ]);
    expect(codeOptions(LINE_LABELS).map(([code]) => code)).toEqual([...LINE_CODES]);
  });
});

describe('group stages', () => {
  it('lists every stage once, in the order a group moves through them', () => {
    expect(STAGE_CODES).toEqual(['prospect', 'quoting', 'plan_design', 'enrollment', 'implementation', 'active', 'renewal', 'lost', 'terminated']);
    expect(Object.keys(STAGE_LABELS)).toEqual([...STAGE_CODES]);
    expect(Object.keys(STAGE_COLORS)).toEqual([...STAGE_CODES]);
  });

  it('names each stage as the dashboard does', () => {
    expect(STAGE_CODES.map(stageLabel)).toEqual(['Prospect', 'Quoting', 'Plan design', 'Enrollment', 'Implementation', 'Active', 'Renewal', 'Lost', 'Terminated']);
    expect(stageLabel('on_hold')).toBe('on hold');
    expect(groupStatusLabel('archived')).toBe('Archived');
  });

  it('gives every stage its own tone, readable in white, whatever the brand', () => {
    const tones = STAGE_CODES.map((s) => STAGE_COLORS[s]);
    expect(new Set(tones).size).toBe(STAGE_CODES.length);
    for (const tone of tones) expect(checkContrast(tone, '#ffffff')?.normal).toBe(true);
  });
});

describe('metal levels', () => {
  it('can be written in their colour on the chip’s light tint of it, on white and in a selected row', () => {
    const white: Rgb = [255, 255, 255];
    const selectedRow: Rgb = [0xd4, 0xda, 0xd5];
    const tint = (c: Rgb, under: Rgb, share = 0.08): Rgb => [0, 1, 2].map((i) => under[i]! + (c[i]! - under[i]!) * share) as unknown as Rgb;
    for (const hex of Object.values(METAL_COLORS)) {
      const color = parseHex(hex)!;
      expect(contrastRatio(color, tint(color, white))).toBeGreaterThanOrEqual(AA_NORMAL);
      expect(contrastRatio(color, tint(color, selectedRow))).toBeGreaterThanOrEqual(AA_NORMAL);
    }
  });
});

describe('enrollment words', () => {
  it('shows the statuses in the order of the progress', () => {
    expect(Object.keys(ENROLLMENT_STATUS_LABELS)).toEqual([...ENROLLMENT_STATUS_CODES]);
  });

  it('words a waiver for staff and for the employee, alone and inside a sentence', () => {
    expect(waiveReasonLabel('spouse_plan')).toBe('Covered by spouse’s plan');
    expect(waiveReasonLabel('spouse_plan', 'employee')).toBe("I'm covered by my spouse's or partner's plan");
    expect(waivedBecause('medicare_medicaid')).toBe('Medicare or Medicaid');
    expect(waivedBecause('individual', 'employee')).toBe('an individual plan');
    expect(waiveReasonOptions().map(([code]) => code)).toEqual(waiveReasonOptions('employee').map(([code]) => code));
  });

  it('words life events and their review per audience', () => {
    expect(lifeEventLabel('medicaid_chip')).toBe('Medicaid/CHIP change');
    expect(lifeEventLabel('medicaid_chip', 'employee')).toBe('Gain or loss of Medicaid or CHIP');
    expect(lifeEventOptions().map(([code]) => code)).toEqual(lifeEventOptions('employee').map(([code]) => code));
    expect(lifeEventStatusLabel('pending')).toBe('Awaiting decision');
    expect(lifeEventStatusLabel('pending', 'employee')).toBe('Pending');
  });
});

describe('implementation words', () => {
  it('names each kind of checklist step', () => {
    expect(codeLabel(CHECKLIST_ITEM_KIND_LABELS, 'binder_payment')).toBe('Binder payment');
    expect(codeOptions(CHECKLIST_ITEM_KIND_LABELS).at(-1)).toEqual(['other', 'Other']);
  });

  it('says when a template step falls due from the coverage start', () => {
    expect(dueDaysText(-45)).toBe('45 days before coverage start');
    expect(dueDaysText(-1)).toBe('1 day before coverage start');
    expect(dueDaysText(0)).toBe('on the coverage start');
    expect(dueDaysText(10)).toBe('10 days after coverage start');
  });
});
