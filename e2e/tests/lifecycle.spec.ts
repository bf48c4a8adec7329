import { expect, test } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { createEmployee, createGroup, demoGroup, summitApi, uid } from '../book';

test('lifecycle: a broker sees why a move is blocked, moves a group on and back with a reason, and the timeline records it', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Lifecycle Bakery ${uid()}` });
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/lifecycle-client`);
  await expect(page.getByRole('link', { name: 'Lifecycle' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('lifecycle-stage')).toContainText('Prospect');

  // No census yet: quoting is blocked and says why; a broker cannot override.
  const quoting = page.getByTestId('next-quoting');
  await expect(quoting.getByTestId('blocked-reason')).toHaveText("no census yet: import the group's employees first");
  await expect(quoting.getByRole('button', { name: 'Blocked' })).toBeDisabled();
  await shot(page, 'lifecycle-blocked');

  // With an employee on the census the move is ready, and the group moves on.
  await createEmployee(api, g.id);
  await page.reload();
  await expect(quoting.getByText('Ready')).toBeVisible();
  await quoting.getByRole('button', { name: 'Move…' }).click();
  await page.getByTestId('confirm-move').click();
  await expect(page.getByTestId('notice')).toContainText('moved to Quoting');
  await expect(page.getByTestId('lifecycle-stage')).toContainText('Quoting');
  await expect(page.getByTestId('group-name').locator('..').getByTestId('stage-chip')).toHaveText('Quoting');

  // Going back needs a reason, and the timeline shows it with who moved the group.
  await page.getByTestId('next-prospect').getByRole('button', { name: 'Move…' }).click();
  await expect(page.getByTestId('confirm-move')).toBeDisabled();
  await page.getByRole('textbox', { name: 'Reason' }).fill('The owner wants to wait for next year');
  await page.getByTestId('confirm-move').click();
  await expect(page.getByTestId('lifecycle-stage')).toContainText('Prospect');
  const latest = page.getByTestId('stage-move').first();
  await expect(latest).toContainText('The owner wants to wait for next year');
  await expect(latest).toContainText(DEMO.broker.name);
  await expect(page.getByTestId('stage-move')).toHaveCount(3);
  await expect(page.getByTestId('time-quoting')).toBeVisible();
  await shot(page, 'lifecycle-timeline');
  await api.dispose();
});

test('lifecycle: an owner overrides a blocked move deliberately and the timeline marks it', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Override Outfitters ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/lifecycle-client`);
  await page.getByTestId('next-quoting').getByRole('button', { name: 'Override…' }).click();
  const confirm = page.getByTestId('confirm-move');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Census promised by email on Monday');
  await expect(confirm).toBeDisabled();
  await page.getByLabel(/Move anyway/).check();
  await confirm.click();
  await expect(page.getByTestId('lifecycle-stage')).toContainText('Quoting');
  const latest = page.getByTestId('stage-move').first();
  await expect(latest).toHaveAttribute('data-trigger', 'override');
  await expect(latest).toContainText("Past: no census yet: import the group's employees first");
  await api.dispose();
});

test('lifecycle: a demo group in implementation shows its history and an employer admin sees it read-only', async ({ page }) => {
  const api = await summitApi();
  const blue = await demoGroup(api, 'Blue Spruce Software');
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${blue.id}/lifecycle-client`);
  await expect(page.getByTestId('lifecycle-stage')).toContainText('Implementation');
  await expect(page.getByTestId('stage-move')).toHaveCount(5);
  await expect(page.getByTestId('stage-move').first()).toHaveAttribute('data-trigger', 'enrollment_closed');
  await expect(page.getByTestId('time-prospect')).toBeVisible();
  await shot(page, 'lifecycle-demo');

  const bright = await demoGroup(api, 'Brightpath Dental Partners');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${bright.id}/lifecycle-client`);
  await expect(page.getByTestId('next-moves')).toContainText('Your broker moves the group through its stages.');
  await expect(page.getByTestId('next-moves').getByRole('button')).toHaveCount(0);
  await shot(page, 'lifecycle-employer-admin');
  await api.dispose();
});
