import { expect, test } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { demoGroup, summitApi } from '../book';

/**
 * Renewals: the daily round opened Mesa Verde's renewal 120 days out with its dated tasks; a
 * broker ticks one; a group whose renewal is not open yet says when it opens and can be started
 * by hand; the employer admin reads their group's renewal and cannot start it.
 */
test('renewal: the broker works the tasks of a renewal the daily round opened, and starts another by hand', async ({ page }) => {
  const api = await summitApi();
  const mesa = await demoGroup(api, 'Mesa Verde Credit Union');
  const acme = await demoGroup(api, 'Acme Robotics');
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  await expect(page.getByTestId('stat-opened')).toContainText('automatically');
  const tasks = page.getByTestId('renewal-task');
  await expect(tasks).toHaveCount(6);
  const request = page.getByRole('checkbox', { name: 'Request renewal rates from the carriers' });
  await request.click();
  await expect(request).toBeChecked();
  await expect(tasks.first()).toContainText('Done by Marcus Reyes');
  await shot(page, 'renewal-tasks');

  await page.goto(`${SUMMIT}/dashboard/groups/${acme.id}/renew`);
  await expect(page.getByTestId('renewal-not-open')).toContainText('opens by itself on');
  await page.getByRole('button', { name: 'Start the renewal now' }).click();
  await expect(page.getByTestId('stat-opened')).toContainText('by Marcus Reyes');
  await expect(page.getByTestId('renewal-task')).toHaveCount(6);
  await api.dispose();
});

test('renewal: the employer admin reads their group’s renewal and cannot start it', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, 'Brightpath Dental Partners');
  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${bright.id}/renew`);
  await expect(page.getByTestId('renewal-not-open')).toContainText('No renewal open yet');
  await expect(page.getByRole('button', { name: 'Start the renewal now' })).toHaveCount(0);
  await shot(page, 'renewal-employer-admin');
  await api.dispose();
});
