import { render, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { FormError } from './formErrors';

function show(error: unknown) {
  const router = createMemoryRouter([{ path: '/', element: <FormError error={error} /> }]);
  return within(render(<RouterProvider router={router} />).container);
}

describe('a form error', () => {
  it('offers the plans when the plan’s limit refused the save', () => {
    const error = new ApiError({
      status: 402,
      code: 'limit_reached',
      message: 'the Starter plan allows 25 employer groups and the agency has 25; this would add 1. Upgrade on the billing page for more',
      details: { kind: 'groups', limit: 25, used: 25, billing: '/dashboard/billing' },
    });
    const alert = show(error);
    expect(alert.getByTestId('form-error').textContent).toContain('The Starter plan allows 25 employer groups');
    expect(alert.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/dashboard/billing');
  });

  it('says what went wrong without a way to billing for other refusals', () => {
    const alert = show(new ApiError({ status: 409, code: 'conflict', message: 'that group already exists' }));
    expect(alert.getByTestId('form-error').textContent).toBe('That group already exists');
    expect(alert.queryByRole('link')).toBeNull();
  });
});
