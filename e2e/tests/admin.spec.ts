import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, type DemoUser } from '../env';
import { shot } from '../helpers';

async function adminSignIn(page: Page, user: DemoUser) {
  await page.goto(`${user.base}/admin`);
  await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Profile' })).toContainText(user.name);
}

const menu = (page: Page) => page.getByRole('main').getByRole('menu');

test('the owner sees the members of the agency', async ({ page }) => {
  await adminSignIn(page, DEMO.owner);
  await expect(page.getByRole('heading', { name: 'Summit Benefits Group back office' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Members' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Agencies' })).toHaveCount(0);
  await shot(page, 'admin-home-owner');
  await menu(page).getByRole('menuitem', { name: 'Members' }).click();
  const table = page.locator('table');
  for (const user of Object.values(DEMO).filter((u) => u !== DEMO.operator)) {
    await expect(table.getByText(user.email)).toBeVisible();
  }
  await shot(page, 'admin-members');
  // Search goes to the API as ?q=
  await page.getByPlaceholder('Search name or email').fill('priya');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Priya Natarajan');
  await table.getByText('Priya Natarajan').click();
  await expect(page.getByText('priya@summit.example')).toBeVisible();
  await shot(page, 'admin-member-show');
});

test('the operator sees the agencies', async ({ page }) => {
  await adminSignIn(page, DEMO.operator);
  await expect(page.getByRole('heading', { name: 'Platform back office' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Members' })).toHaveCount(0);
  await shot(page, 'admin-home-operator');
  await menu(page).getByRole('menuitem', { name: 'Agencies' }).click();
  const table = page.locator('table');
  await expect(table.getByText('Summit Benefits Group')).toBeVisible();
  await expect(table).toContainText('summit');
  await shot(page, 'admin-agencies');
  await table.getByText('Summit Benefits Group').click();
  await expect(page.getByText('Database schema')).toBeVisible();
  await shot(page, 'admin-agency-show');
});

test('a broker is not allowed in the back office', async ({ page }) => {
  await adminSignIn(page, DEMO.broker);
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await shot(page, 'admin-not-allowed');
});
