import { expect, request, test } from '@playwright/test';
import { adminSignIn, menu } from '../backoffice';
import { uid } from '../book';
import { DEMO, PLATFORM, PORT } from '../env';
import { shot } from '../helpers';

/**
 * Sends the help centre's contact form to Summit, signed out, as a visitor would. Node does not
 * resolve `*.localhost`, so the request goes to localhost with Summit's Host header.
 */
async function writeToSummit(form: { name: string; email: string; message: string; page: string }) {
  const api = await request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1', Host: `summit.localhost:${PORT}` } });
  const res = await api.post('/api/help/contact', { data: form });
  expect(res.status(), await res.text()).toBe(200);
  await api.dispose();
}

test('an agency owner reads a help request as text and answers it by email', async ({ page }) => {
  const token = uid();
  // A sender of their own: the server takes at most five messages an hour from one address.
  const email = `help-${token}@example.org`;
  const message = `Hello,\n\nthe census page shows <b>bold?</b> where I expected bold text.\n    Reference ${token}`;
  await writeToSummit({ name: 'Nora Quist', email, message, page: '/help' });

  await adminSignIn(page, DEMO.owner);
  await menu(page).getByRole('menuitem', { name: 'Help requests' }).click();
  await expect(page).toHaveURL(/#\/support-requests/);
  await expect(page.getByRole('columnheader', { name: 'When' })).toBeVisible();

  await page.getByPlaceholder('Search name, email or message').fill(token);
  const rows = page.locator('table tbody tr').filter({ hasText: email });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText('Nora Quist');
  await expect(row).toContainText('/help');
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  // The markup is the sender's text, shown as typed and never rendered.
  await expect(row).toContainText('<b>bold?</b>');
  await expect(row.locator('b')).toHaveCount(0);

  await row.getByText('Nora Quist').click();
  const whole = page.getByTestId('support-request-message');
  await expect(whole).toBeVisible();
  expect(await whole.evaluate((el) => el.textContent)).toBe(message);
  await expect(whole.locator('b')).toHaveCount(0);
  await expect(whole).toHaveCSS('white-space', 'pre-wrap');

  const reply = page.getByRole('link', { name: 'Reply by email' });
  await expect(reply).toHaveAttribute('href', new RegExp(`^mailto:${email.replace(/[.]/g, '\\.')}\\?subject=Re%3A%20your%20message`));
  await shot(page, 'admin-support-requests');
});
