import { describe, expect, it } from 'vitest';
import { jobRows } from '../census-gallery/InfrastructureTool';
import { isFinished, jobPercent } from './JobProgress';
import { pageRange } from '../ui/Pager';

describe('job progress and rows', () => {
  it('turns done/total into a percentage, complete once succeeded', () => {
    expect(jobPercent({ done: 25, total: 100, status: 'running' })).toBe(25);
    expect(jobPercent({ done: 0, total: 0, status: 'queued' })).toBeNull();
    expect(jobPercent({ done: 3, total: 100, status: 'succeeded' })).toBe(100);
    expect(jobPercent(null)).toBeNull();
    expect(isFinished('failed')).toBe(true);
    expect(isFinished('running')).toBe(false);
  });
  it('reads the rows a census job changed from its result', () => {
    expect(jobRows({ adds: 4, updates: 1, terminations: 0, dependents_added: 2 })).toBe('4 added · 1 updated · 0 terminated · 2 dependents');
    expect(jobRows({ something: 'else' })).toBeNull();
    expect(jobRows(null)).toBeNull();
  });
  it('writes the pager range', () => {
    expect(pageRange(0, 25, 120)).toBe('1–25 of 120');
    expect(pageRange(4, 25, 120)).toBe('101–120 of 120');
    expect(pageRange(0, 25, 0)).toBe('0 of 0');
  });
});
