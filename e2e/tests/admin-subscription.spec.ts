import { expect, test, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { adminSignIn, menu } from '../backoffice';
import { shot } from '../helpers';

type Billing = {
  configured: boolean;
  subscription?: { has_customer: boolean };
  usage: { kind: string; used: number; limit?: number }[];
};
type Invoice = { number?: string; invoice_pdf?: string; hosted_invoice_url?: string };

/** What the page reads, read by the signed-in browser itself. */
const readApi = <T>(page: Page, path: string) => page.evaluate((p) => fetch(`/api${p}`).then((r) => r.json()), path) as Promise<T>;

test('an agency owner reads the subscription, its usage and its invoices', async ({ page }) => {
  await adminSignIn(page, DEMO.owner);
  await menu(page).getByRole('menuitem', { name: 'Subscription' }).click();
  await expect(page).toHaveURL(/#\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();

  // The suite's server bills through the Stripe stand-in; Summit is on Growth, paid monthly.
  await expect(page.getByTestId('billing-not-configured')).toHaveCount(0);
  await expect(page.getByTestId('subscription-plan')).toHaveText('Growth');
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByRole('row', { name: /Billed/ })).toContainText('Monthly');
  await expect(page.getByRole('row', { name: /Price/ })).toContainText('$499 a month');
  await expect(page.getByRole('row', { name: /Renews/ })).toBeVisible();
  await expect(page.getByTestId('billing-lapsed')).toHaveCount(0);

  const billing = await readApi<Billing>(page, '/billing');
  expect(billing.usage).toHaveLength(3);
  await expect(page.getByTestId('usage-row')).toHaveCount(3);
  for (const u of billing.usage) {
    await expect(page.locator(`[data-testid="usage-row"][data-kind="${u.kind}"]`)).toContainText(`${u.used.toLocaleString('en-US')} of ${u.limit!.toLocaleString('en-US')}`);
  }

  // Last months' invoices, newest first, each with Stripe's PDF or page when Stripe gave one.
  const invoices = page.getByTestId('invoice-row');
  await expect(invoices).toHaveCount(2);
  await expect(invoices.first()).toContainText('SUMMIT-0002');
  await expect(invoices.first()).toContainText('$499.00');
  await expect(invoices.first()).toContainText('Paid');
  await expect(invoices.last()).toContainText('SUMMIT-0001');
  for (const invoice of await readApi<Invoice[]>(page, '/billing/invoices')) {
    const pdf = page.getByRole('link', { name: `PDF of invoice ${invoice.number}` });
    const view = page.getByRole('link', { name: `View of invoice ${invoice.number}` });
    if (invoice.invoice_pdf) await expect(pdf).toHaveAttribute('href', invoice.invoice_pdf);
    else if (invoice.hosted_invoice_url) await expect(view).toHaveAttribute('href', invoice.hosted_invoice_url);
    else await expect(pdf.or(view)).toHaveCount(0);
  }

  // Stripe's customer portal only for a Stripe customer; plans change in the portal.
  await expect(page.getByTestId('manage-billing')).toHaveCount(billing.configured && billing.subscription?.has_customer ? 1 : 0);
  await shot(page, 'admin-subscription');
  await page.getByRole('link', { name: 'Change plan in the portal' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/billing`);
  await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
});

test('an agency admin has the subscription page too', async ({ page }) => {
  await adminSignIn(page, DEMO.admin);
  await menu(page).getByRole('menuitem', { name: 'Subscription' }).click();
  await expect(page.getByTestId('subscription-status')).toHaveText('Active');
  await expect(page.getByTestId('invoice-row')).toHaveCount(2);
});

test('a broker has no back office, so no subscription page', async ({ page }) => {
  await adminSignIn(page, DEMO.broker);
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Subscription' })).toHaveCount(0);
  await page.goto(`${SUMMIT}/admin/#/subscription`);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toHaveCount(0);
  await expect(page.getByTestId('invoice-row')).toHaveCount(0);
  // The server's rule: brokers read the usage (billing: read) but not the invoices (billing: pay).
  expect(await page.evaluate(() => fetch('/api/billing/invoices').then((r) => r.status))).toBe(403);
});
