import { expect, test } from '@playwright/test';
import { DEMO, PLATFORM, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';

test('billing: the owner reads the subscription, usage against the plan and the plans', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/billing`);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(page.getByTestId('billing-not-configured')).toContainText('Billing is not configured on this server');
  const subscription = page.getByTestId('billing-subscription');
  await expect(subscription).toContainText('Growth');
  await expect(subscription.getByTestId('subscription-status')).toHaveText('Active');

  const billing = await page.evaluate(() => fetch('/api/billing').then((r) => r.json()));
  const usage = page.getByTestId('usage-row');
  await expect(usage).toHaveCount(3);
  for (const u of billing.usage as { kind: string; used: number; limit?: number }[]) {
    const row = page.locator(`[data-testid="usage-row"][data-kind="${u.kind}"]`);
    await expect(row).toContainText(`${u.used.toLocaleString('en-US')} of ${u.limit!.toLocaleString('en-US')}`);
  }
  const plans = page.getByTestId('billing-plan');
  await expect(plans).toHaveCount(3);
  await expect(page.locator('[data-testid="billing-plan"][data-current="true"]')).toHaveAttribute('data-plan', 'growth');
  await expect(plans.first()).toContainText('$199 / month');
  await expect(plans.first()).toContainText('25 employer groups');
  await expect(plans.last()).toContainText('Unlimited employees');
  await shot(page, 'billing-owner');
});

test('billing: a broker sees usage; an employer admin has no billing page', async ({ page, browser }) => {
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/billing`);
  await expect(page.getByTestId('billing-usage').getByTestId('usage-row')).toHaveCount(3);
  await shot(page, 'billing-broker');

  const context = await browser.newContext();
  const hr = await context.newPage();
  await signIn(hr, DEMO.employerAdmin);
  await expect(hr.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Billing' })).toHaveCount(0);
  await hr.goto(`${SUMMIT}/dashboard/billing`);
  await expect(hr.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await shot(hr, 'billing-employer-admin');
  await context.close();
});

test('billing: the landing page shows the plans and prices, on a phone too', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`${PLATFORM}/#plans`);
  const plans = page.getByTestId('landing-plans').getByTestId('billing-plan');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(1)).toContainText('Growth');
  await expect(plans.nth(1)).toContainText('$499 / month');
  await expect(plans.nth(1)).toContainText('or $4,990 a year (2 months free)');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await plans.first().scrollIntoViewIfNeeded();
  await shot(page, 'landing-plans-phone');
  await phone.close();
});
