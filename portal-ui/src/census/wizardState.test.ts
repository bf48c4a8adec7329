import { describe, expect, it } from 'vitest';
import { canCommit, canJumpTo, initialWizard, stepIndex, visibleSteps, wizardReducer, type WizardState } from './wizardState';

describe('census wizard steps', () => {
  it('starts at the group step, or at the upload when the group is given', () => {
    expect(initialWizard().step).toBe('group');
    expect(initialWizard('g1')).toMatchObject({ step: 'upload', fixedGroup: true, groupId: 'g1' });
    expect(visibleSteps(initialWizard('g1'))[0]).toBe('upload');
    expect(visibleSteps(initialWizard())).toHaveLength(7);
  });

  it('walks group → upload → map → validate → review → commit → done', () => {
    let s: WizardState = initialWizard();
    s = wizardReducer(s, { type: 'choose-group', groupId: 'g1' });
    expect(s.step).toBe('upload');
    s = wizardReducer(s, { type: 'uploaded', importId: 'i1' });
    expect(s).toMatchObject({ step: 'map', importId: 'i1' });
    s = wizardReducer(s, { type: 'mapped' });
    expect(s.step).toBe('validate');
    s = wizardReducer(s, { type: 'validated' });
    expect(s.step).toBe('review');
    expect(stepIndex(s)).toBe(4);
    s = wizardReducer(s, { type: 'committing', jobId: 'j1' });
    expect(s).toMatchObject({ step: 'commit', jobId: 'j1' });
    expect(wizardReducer(s, { type: 'back' })).toBe(s); // no way back once committing
    s = wizardReducer(s, { type: 'finished' });
    expect(s.step).toBe('done');
  });

  it('ignores steps out of order', () => {
    const s = initialWizard('g1');
    expect(wizardReducer(s, { type: 'mapped' })).toBe(s);
    expect(wizardReducer(s, { type: 'finished' })).toBe(s);
    expect(wizardReducer(initialWizard(), { type: 'uploaded', importId: 'x' }).step).toBe('group');
  });

  it('goes back, and back to the upload forgets the import', () => {
    let s = wizardReducer(wizardReducer(initialWizard('g1'), { type: 'uploaded', importId: 'i1' }), { type: 'mapped' });
    s = wizardReducer(s, { type: 'back' });
    expect(s).toMatchObject({ step: 'map', importId: 'i1' });
    s = wizardReducer(s, { type: 'back' });
    expect(s).toMatchObject({ step: 'upload', importId: null });
    expect(wizardReducer(s, { type: 'back' })).toBe(s); // the group is fixed
  });

  it('jumps only to steps already reached, and a failed commit returns to review', () => {
    let s = wizardReducer(wizardReducer(initialWizard('g1'), { type: 'uploaded', importId: 'i1' }), { type: 'mapped' });
    expect(canJumpTo(s, 'map')).toBe(true);
    expect(canJumpTo(s, 'review')).toBe(false);
    s = wizardReducer(wizardReducer(s, { type: 'validated' }), { type: 'committing', jobId: 'j' });
    expect(canJumpTo(s, 'map')).toBe(false);
    expect(wizardReducer(s, { type: 'failed' })).toMatchObject({ step: 'review', jobId: null });
    expect(wizardReducer(s, { type: 'reset' })).toEqual(initialWizard('g1'));
  });

  it('commits only without errors', () => {
    expect(canCommit({ errors: 0 })).toBe(true);
    expect(canCommit({ errors: 2 })).toBe(false);
    expect(canCommit(null)).toBe(false);
  });
});
