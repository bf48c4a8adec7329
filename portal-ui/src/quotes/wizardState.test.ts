import { describe, expect, it } from 'vitest';
import { draftKey, forgetDraft, initialDraft, loadDraft, plansInLines, quoteReducer, restoreDraft, saveDraft, stepOfField, type QuoteDraft } from './wizardState';
import type { Plan } from './queries';

const plan = (id: string, line: string) => ({ id, line, name: id }) as unknown as Plan;
const start = (): QuoteDraft => initialDraft({ effective: '2027-01-01', payFrequency: 26 });
const ALL_OK = [true, true, true, true];

class MemoryStorage {
  items = new Map<string, string>();
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

describe('quote wizard', () => {
  it('starts on the setup with medical, one default rule and the given date', () => {
    expect(start()).toMatchObject({ step: 0, tried: [], lines: ['medical'], effective: '2027-01-01', payFrequency: 26, plans: [] });
    expect(start().rules).toHaveLength(1);
  });

  it('moves on only from a complete step, and shows a step’s problems once it was tried', () => {
    let d = quoteReducer(start(), { type: 'next', ok: [false, true, true, true] });
    expect(d).toMatchObject({ step: 0, tried: [0] });
    d = quoteReducer(d, { type: 'next', ok: ALL_OK });
    expect(d.step).toBe(1);
    d = quoteReducer(quoteReducer(d, { type: 'next', ok: ALL_OK }), { type: 'next', ok: ALL_OK });
    expect(d.step).toBe(3);
    expect(quoteReducer(d, { type: 'next', ok: ALL_OK }).step).toBe(3);
    d = quoteReducer(d, { type: 'back' });
    expect(d.step).toBe(2);
    expect(quoteReducer(start(), { type: 'back' }).step).toBe(0);
  });

  it('jumps back freely and forward only through complete steps', () => {
    const at2 = { ...start(), step: 2 };
    expect(quoteReducer(at2, { type: 'go', step: 0, ok: [false, false, false, true] }).step).toBe(0);
    const blocked = quoteReducer(start(), { type: 'go', step: 3, ok: [true, false, true, true] });
    expect(blocked).toMatchObject({ step: 0, tried: [0, 1, 2] });
    expect(quoteReducer(start(), { type: 'go', step: 3, ok: ALL_OK }).step).toBe(3);
    expect(quoteReducer(start(), { type: 'go', step: 9, ok: ALL_OK }).step).toBe(0);
  });

  it('keeps the lines in order and drops the rules of a line no longer quoted', () => {
    let d = quoteReducer(start(), { type: 'toggle-line', line: 'vision' });
    d = quoteReducer(d, { type: 'toggle-line', line: 'dental' });
    expect(d.lines).toEqual(['medical', 'dental', 'vision']);
    d = quoteReducer(d, { type: 'rules', rules: [{ kind: 'percent', employee_pct: '80', dependents_pct: '0', line: 'dental' }] });
    d = quoteReducer(d, { type: 'toggle-line', line: 'dental' });
    expect(d.lines).toEqual(['medical', 'vision']);
    expect(d.rules).toEqual([{ kind: 'percent', employee_pct: '75', dependents_pct: '50' }]);
  });

  it('counts only the plans of the lines still ticked', () => {
    let d = quoteReducer(start(), { type: 'plans', plans: [plan('M1', 'medical'), plan('D1', 'dental')] });
    expect(plansInLines(d).map((p) => p.id)).toEqual(['M1']);
    d = quoteReducer(d, { type: 'toggle-line', line: 'dental' });
    expect(plansInLines(d).map((p) => p.id)).toEqual(['M1', 'D1']);
  });

  it('opens the first step holding a field the server refused', () => {
    const at3 = { ...start(), step: 3 };
    expect(quoteReducer(at3, { type: 'refused', fields: ['contribution[0].employee_pct', 'plan_ids'] }).step).toBe(1);
    expect(quoteReducer(at3, { type: 'refused', fields: ['zip'] }).step).toBe(0);
    expect(quoteReducer(at3, { type: 'refused', fields: [] })).toBe(at3);
    expect(stepOfField('census_version_id')).toBe(0);
    expect(stepOfField('contribution')).toBe(2);
  });

  it('starts over', () => {
    const d = quoteReducer({ ...start(), step: 2, name: 'Draft' }, { type: 'start-over', draft: start() });
    expect(d).toEqual(start());
  });
});

describe('quote wizard draft', () => {
  it('is kept per group and read back as it was', () => {
    const storage = new MemoryStorage();
    const d: QuoteDraft = { ...start(), step: 2, tried: [0, 1], name: 'Renewal options', lines: ['medical', 'dental'], plans: [plan('M1', 'medical')] };
    saveDraft(storage, 'g1', d);
    expect(storage.items.has(draftKey('g1'))).toBe(true);
    expect(loadDraft(storage, 'g1')).toEqual(d);
    expect(loadDraft(storage, 'g2')).toBeNull();
    forgetDraft(storage, 'g1');
    expect(loadDraft(storage, 'g1')).toBeNull();
  });

  it('forgets what is not a draft', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('g1'), '{"step": 7}');
    expect(loadDraft(storage, 'g1')).toBeNull();
    expect(storage.items.has(draftKey('g1'))).toBe(false);
    expect(restoreDraft('not json')).toBeNull();
    expect(restoreDraft(JSON.stringify({ ...start(), lines: ['pets'] }))).toBeNull();
    expect(restoreDraft(JSON.stringify({ ...start(), rules: [] }))).toBeNull();
    expect(restoreDraft(JSON.stringify(start()))).toEqual(start());
  });

  it('works without storage', () => {
    expect(loadDraft(undefined, 'g1')).toBeNull();
    expect(() => saveDraft(undefined, 'g1', start())).not.toThrow();
    const full = { setItem: () => { throw new Error('quota'); } };
    expect(() => saveDraft(full, 'g1', start())).not.toThrow();
  });
});
