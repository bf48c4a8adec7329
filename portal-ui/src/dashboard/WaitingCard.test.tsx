import { render, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WaitingCard } from './WaitingCard';

function show(items: Parameters<typeof WaitingCard>[0]['items']) {
  const router = createMemoryRouter([{ path: '/', element: <WaitingCard items={items} /> }]);
  return within(render(<RouterProvider router={router} />).container);
}

describe('waiting for you', () => {
  it('says plainly when nothing waits', () => {
    const card = show([]);
    expect(card.getByTestId('waiting-for-you').textContent).toContain('Nothing is waiting for you');
    expect(card.queryAllByTestId('awaiting-item')).toHaveLength(0);
  });

  it('lists each item with its group, what it asks and a link to where it is done', () => {
    const card = show([
      {
        kind: 'enrollment_stalled',
        group_id: 'g1',
        group_name: 'Granite Peak Construction',
        title: 'Open enrollment 2027 is behind: 40% done',
        detail: '8 of 20 done; 9 employees not started.',
        count: 9,
        due_on: '2099-12-07',
        link: '/dashboard/groups/g1/enroll',
      },
    ]);
    const item = card.getByTestId('awaiting-item');
    expect(item.getAttribute('href')).toBe('/dashboard/groups/g1/enroll');
    expect(item.textContent).toContain('Enrollment behind · Granite Peak Construction');
    expect(item.textContent).toContain('days left');
    expect(card.getByTestId('waiting-for-you').textContent).toContain('1 item');
  });
});
