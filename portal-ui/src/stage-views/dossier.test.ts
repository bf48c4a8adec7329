import type { components } from '@canopy/api';
import { describe, expect, it } from 'vitest';
import { approvedDesign, latestCensus, stageSpan } from './dossier';
import type { GroupStage } from '../ui/vocab';

type S = components['schemas'];

/** Moves on the given days of March, given oldest first; the lifecycle lists them newest first. */
function lifecycle(stage: GroupStage, path: [GroupStage, number][], times: Partial<Record<GroupStage, number>> = {}) {
  const moves = path.map(([to, day], i) => ({ id: String(i), to_stage: to, moved_at: `2026-03-${String(day).padStart(2, '0')}T09:00:00Z` }) as S['StageMove']).reverse();
  const time_in_stages = Object.entries(times).map(([s, seconds]) => ({ stage: s as GroupStage, seconds, visits: 1, current: s === stage }));
  return { stage, moves, time_in_stages };
}

describe('stageSpan', () => {
  const l = lifecycle('plan_design', [['prospect', 1], ['quoting', 5], ['plan_design', 20]], { quoting: 15 * 86_400 });

  it('gives a stage the group left its entry, its exit and its time there', () => {
    expect(stageSpan(l, 'quoting')).toEqual({ entered: '2026-03-05T09:00:00Z', left: '2026-03-20T09:00:00Z', current: false, seconds: 15 * 86_400, visits: 1, skipped: false });
  });

  it('leaves the stage the group is in open', () => {
    expect(stageSpan(l, 'plan_design')).toMatchObject({ entered: '2026-03-20T09:00:00Z', left: undefined, current: true });
  });

  it('tells a stage not reached yet from one skipped on the way', () => {
    expect(stageSpan(l, 'enrollment')).toMatchObject({ visits: 0, skipped: false });
    const skipping = lifecycle('plan_design', [['prospect', 1], ['plan_design', 3]]);
    expect(stageSpan(skipping, 'quoting')).toMatchObject({ visits: 0, skipped: true });
  });

  it('spans every visit: entered the first time, left the last time', () => {
    const back = lifecycle('plan_design', [['prospect', 1], ['quoting', 2], ['prospect', 4], ['quoting', 8], ['plan_design', 12]]);
    expect(stageSpan(back, 'quoting')).toMatchObject({ entered: '2026-03-02T09:00:00Z', left: '2026-03-12T09:00:00Z', visits: 2 });
  });

  it('does not count a group that left the book as having gone further', () => {
    const lost = lifecycle('lost', [['prospect', 1], ['lost', 9]]);
    expect(stageSpan(lost, 'quoting')).toMatchObject({ skipped: false, visits: 0 });
  });
});

describe('the record that counts', () => {
  it('takes the highest committed census version, not an undone one or a draft', () => {
    const v = (number: number | undefined, status: S['CensusStatus']) => ({ number, status }) as S['CensusImport'];
    expect(latestCensus([v(1, 'committed'), v(3, 'undone'), v(2, 'committed'), v(undefined, 'mapping')])?.number).toBe(2);
    expect(latestCensus([v(undefined, 'validated')])).toBeUndefined();
  });

  it('takes the approved design of the latest plan year', () => {
    const d = (plan_year: number, number: number, status: S['PlanDesignStatus']) => ({ id: `${plan_year}-${number}`, plan_year, number, status }) as S['PlanDesignSummary'];
    expect(approvedDesign([d(2026, 2, 'approved'), d(2027, 1, 'superseded'), d(2027, 2, 'approved'), d(2027, 3, 'draft')])?.id).toBe('2027-2');
    expect(approvedDesign([d(2027, 1, 'submitted')])).toBeUndefined();
  });
});
