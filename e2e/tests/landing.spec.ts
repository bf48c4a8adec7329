import { expect, test } from '@playwright/test';
import { PLATFORM, SUMMIT } from '../env';
import { hexToRgb, shot } from '../helpers';

test('the platform host shows the product landing', async ({ page }) => {
  await page.goto(`${PLATFORM}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run every employer group from census to renewal');
  const lifecycle = page.locator('#lifecycle');
  for (const stage of ['Census', 'Quote', 'Plan design', 'Enrollment', 'Implementation', 'Renewal']) {
    await expect(lifecycle.getByRole('heading', { name: stage, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle(/Canopy/);
  await shot(page, 'landing-platform');
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${PLATFORM}/auth/signin`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shot(page, 'signin-platform');
});

test("an agency host shows the agency's branded welcome", async ({ page }) => {
  await page.goto(`${SUMMIT}/`);
  const brand = await page.evaluate(() => fetch('/api/brand').then((r) => r.json()));
  expect(brand.is_platform).toBe(false);
  expect(brand.name).toBe('Summit Benefits Group');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  if (brand.welcome_text) await expect(page.getByTestId('brand-hero')).toContainText(brand.welcome_text.split('\n')[0]);
  // The brand's primary colour is the theme's: the hero is painted in it.
  await expect(page.getByTestId('brand-hero')).toHaveCSS('background-color', hexToRgb(brand.primary_color));
  await expect(page).toHaveTitle(/Summit Benefits Group/);
  // Sign-in for each audience.
  for (const name of ['Team sign-in', 'Employer sign-in', 'Employee sign-in']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByText('Run every employer group')).toHaveCount(0);
  await shot(page, 'landing-summit');
  await page.getByRole('link', { name: 'Employer sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Employer sign-in' })).toBeVisible();
  await shot(page, 'signin-summit');
});
