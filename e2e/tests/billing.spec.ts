import { expect, test } from '@playwright/test';
import { DEMO, PLATFORM, STRIPE_BASE, SUMMIT } from '../env';
import { shot, signIn, signUpAgency } from '../helpers';

test('billing: the owner reads the subscription, usage against the plan and the plans', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/billing`);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  // The suite's server has Stripe (the loopback stand-in): plans can be bought.
  await expect(page.getByTestId('billing-not-configured')).toHaveCount(0);
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
  // Already subscribed: the plans are not sold again here; last months' invoices are listed.
  await expect(page.getByTestId('subscribe-starter')).toHaveCount(0);
  const invoices = page.getByTestId('invoice-row');
  await expect(invoices).toHaveCount(2);
  await expect(invoices.first()).toContainText('SUMMIT-0002');
  await expect(invoices.first()).toContainText('$499.00');
  await expect(invoices.first()).toContainText('Paid');
  await shot(page, 'billing-owner');
});

test('billing: a broker sees usage; an employer admin has no billing page', async ({ page, browser }) => {
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/billing`);
  await expect(page.getByTestId('billing-usage').getByTestId('usage-row')).toHaveCount(3);
  // Usage, not payment: no invoices, no buying, no customer portal.
  await expect(page.getByTestId('billing-plans')).toBeVisible();
  await expect(page.getByTestId('billing-invoices')).toHaveCount(0);
  await expect(page.getByTestId('manage-billing')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Subscribe to/ })).toHaveCount(0);
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

test('billing: a new agency subscribes through Stripe Checkout, cancels in the portal and its data turns read-only', async ({ page }) => {
  const agency = await signUpAgency('pay', 'Paywell Benefits');
  await page.goto(`${agency.base}/auth/signin`);
  await page.locator('input[name="email"]').fill(agency.email);
  await page.locator('input[name="password"]').fill(agency.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${agency.base}/dashboard/billing`);
  await expect(page.getByTestId('subscription-status')).toHaveText('Trial');
  await expect(page.getByTestId('trial-left')).toContainText('14 days left in the trial');
  await expect(page.getByTestId('no-invoices')).toBeVisible();
  await shot(page, 'billing-trial');

  // Starter, billed yearly: Stripe's Checkout page (the stand-in's), then back to the billing page.
  await page.getByTestId('billing-interval').getByRole('button', { name: 'Yearly' }).click();
  await page.getByTestId('subscribe-starter').click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_BASE}/pay/cs_`));
  await expect(page.getByText('$1,990.00 per year').first()).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(`${agency.base}/dashboard/billing?checkout=done`);
  await expect(page.getByTestId('checkout-returned')).toHaveText('Thank you: the agency is subscribed to Starter.');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('period-end')).toContainText('billed yearly');
  const invoice = page.getByTestId('invoice-row');
  await expect(invoice).toHaveCount(1);
  await expect(invoice).toContainText('$1,990.00');
  await expect(invoice).toContainText('Paid');
  await expect(invoice.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', new RegExp(`^${STRIPE_BASE}/invoices/`));
  await shot(page, 'billing-subscribed');

  // Canceled in Stripe's customer portal: back in Canopy, the data is read-only.
  await page.getByTestId('manage-billing').click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_BASE}/portal/`));
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('link', { name: 'Return' }).click();
  await expect(page).toHaveURL(`${agency.base}/dashboard/billing`);
  await expect(page.getByTestId('billing-lapsed')).toBeVisible();
  await expect(page.getByTestId('subscription-status')).toHaveText('Canceled');
  await expect(page.getByRole('button', { name: 'Subscribe to Growth' })).toBeVisible();
  await shot(page, 'billing-lapsed');
  await page.goto(`${agency.base}/dashboard/groups`);
  await expect(page.getByTestId('read-only-banner')).toContainText('The subscription has ended');
  // Nothing offers a change the server would refuse: the session holds only what reads, and billing.
  await expect(page.getByRole('heading', { name: 'Groups' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New group' }).or(page.getByRole('link', { name: 'New group' }))).toHaveCount(0);
  await shot(page, 'groups-read-only');
  // A write is refused with the reason and the way back; reading still works.
  const refused = await page.evaluate(() =>
    fetch('/api/groups', { method: 'POST', headers: { 'content-type': 'application/json', 'x-canopy-csrf': '1' }, body: JSON.stringify({ name: 'Too Late LLC', zip: '80202' }) }).then(async (r) => ({ status: r.status, body: await r.json() })),
  );
  expect(refused.status).toBe(402);
  expect(refused.body.code).toBe('subscription_inactive');
  expect((await agency.api.get('/api/groups')).status()).toBe(200);
  await agency.api.dispose();
});
