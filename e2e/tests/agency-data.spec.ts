import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO, PASSWORD } from '../env';
import { adminSignIn, menu } from '../backoffice';
import { shot } from '../helpers';

test('the owner downloads the agency’s data, then closes the agency and reopens it', async ({ page }) => {
  await adminSignIn(page, DEMO.owner);
  await menu(page).getByRole('menuitem', { name: 'Data & closure' }).click();
  await expect(page).toHaveURL(/#\/agency-data$/);
  await expect(page.getByRole('heading', { name: 'Data & closure', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download export' })).toBeEnabled();
  await shot(page, 'agency-data');

  // The export: a zip with its manifest.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^summit-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes('manifest.json')).toBe(true);
  expect(zip.includes('tables/employees.csv')).toBe(true);

  // SSNs need the password: a wrong one is refused on its field.
  await page.getByRole('checkbox', { name: 'Include full SSNs (and the census and carrier files that carry them)' }).check();
  await page.getByLabel('Your password').fill('not the right password');
  await page.getByRole('button', { name: 'Download export' }).click();
  await expect(page.getByText('This is not your password')).toBeVisible();
  await shot(page, 'agency-data-ssn-password');
  await page.getByRole('checkbox', { name: 'Include full SSNs (and the census and carrier files that carry them)' }).uncheck();

  // Closing: the dialog states the purge date and asks for the subdomain and the password.
  await page.getByRole('button', { name: 'Close agency…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close Summit Benefits Group?' });
  await expect(dialog).toContainText('deleted for good after');
  await dialog.getByLabel('Type summit to confirm').fill('summit');
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await shot(page, 'agency-data-close-dialog');
  await dialog.getByRole('button', { name: 'Close the agency' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'unless you reopen it' })).toContainText('Only you can sign in');
  await shot(page, 'agency-data-closing');

  // The portal says so on every page, and leads back to the reopening.
  const portal = new URL('/dashboard/groups', page.url()).toString();
  await page.goto(portal);
  const banner = page.getByTestId('closing-banner');
  await expect(banner).toContainText('Summit Benefits Group is closing');
  await expect(banner).toContainText('deleted for good after');
  await expect(page.getByRole('link', { name: 'New group' })).toHaveCount(0);
  await shot(page, 'portal-closing-banner');
  await banner.getByRole('link', { name: 'Reopen in the back office' }).click();
  await expect(page).toHaveURL(/\/admin\/#\/agency-data$/);

  // Reopened: the agency is as it was.
  await page.getByRole('button', { name: 'Cancel closure' }).click();
  await expect(page.getByRole('button', { name: 'Close agency…' })).toBeVisible();
  const closure = await page.evaluate(() => fetch('/api/agency/closure').then((r) => r.json()));
  expect(closure.status).toBe('active');
  await page.goto(portal);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('closing-banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New group' })).toBeVisible();
});
