import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './BarChart';

describe('bar list', () => {
  it('takes shares over the whole when the bars are only the top of it', () => {
    render(<BarList testId="zips" data={[{ label: '80202', count: 3 }, { label: '80206', count: 2 }]} total={26} />);
    const list = screen.getByTestId('zips');
    expect(list.textContent).toContain('312%');
    expect(list.textContent).toContain('28%');
  });

  it('takes shares over the bars when no total is given', () => {
    render(<BarList testId="tiers" data={[{ label: 'EE', count: 3 }, { label: 'EF', count: 1 }]} />);
    expect(screen.getByTestId('tiers').textContent).toContain('375%');
  });
});
