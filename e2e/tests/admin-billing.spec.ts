import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, PLATFORM, SUMMIT } from '../env';
import { adminSignIn, menu } from '../backoffice';
import { operatorApi, shot } from '../helpers';

const SCALE = '/api/admin/billing/plans/scale';
const TAGLINE = 'For the largest books, across several offices';
const FEATURE = 'Priority support, same business day';
const YEARLY_PRICE = 'price_scale_year_2027';

type CataloguePlan = Record<string, unknown> & { version: number; features: string[] };

async function readScale(api: APIRequestContext): Promise<CataloguePlan> {
  const res = await api.get(SCALE);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** Writes Scale's terms back over its current version, as another operator would. */
async function writeScale(api: APIRequestContext, terms: CataloguePlan) {
  const { id: _id, updated_at: _updated, ...input } = terms;
  const res = await api.put(SCALE, { data: { ...input, version: (await readScale(api)).version } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('billing plans in the back office', () => {
  let api: APIRequestContext;
  let original: CataloguePlan;

  test.beforeAll(async () => {
    api = await operatorApi();
    original = await readScale(api);
  });

  // Scale goes back to its terms: the billing specs sell its Stripe prices and show its card.
  test.afterAll(async () => {
    await writeScale(api, original);
    await api.dispose();
  });

  test('the operator changes a plan’s tagline, a feature and its Stripe yearly price', async ({ page }) => {
    await adminSignIn(page, DEMO.operator);
    await expect(page.getByRole('heading', { name: 'Billing plans' })).toBeVisible();
    await menu(page).getByRole('menuitem', { name: 'Billing plans' }).click();
    const rows = page.locator('table tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Starter');
    const growth = rows.filter({ hasText: 'Growth' });
    await expect(growth).toContainText('$499');
    await expect(growth).toContainText('$4,990');
    await expect(growth).toContainText('15,000');
    const scale = rows.filter({ hasText: 'Scale' });
    await expect(scale).toContainText('$1,299');
    await expect(scale).toContainText('$12,990');
    await expect(scale.getByText('Unlimited')).toHaveCount(3);
    await expect(scale).toContainText('Offered');
    await shot(page, 'admin-billing-plans');

    await scale.getByText('Scale', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Scale' })).toBeVisible();
    await expect(page.getByTestId('billing-plan-tagline')).toHaveText(original.tagline as string);

    // Prices show in dollars; the feature, tagline and yearly price change, nothing else.
    await page.getByRole('link', { name: 'Edit plan' }).click();
    await expect(page.getByLabel('Monthly price', { exact: true })).toHaveValue('1299');
    await expect(page.getByLabel('Yearly price', { exact: true })).toHaveValue('12990');
    await expect(page.getByLabel('Employees', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Feature 3')).toHaveValue('Priority support');
    await page.getByLabel('Tagline', { exact: true }).fill(TAGLINE);
    await page.getByLabel('Feature 3').fill(FEATURE);

    // The server refuses what is not a Stripe price id, under its field.
    await page.getByLabel('Stripe yearly price', { exact: true }).fill('prod_x');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('a Stripe price id starts with price_')).toBeVisible();
    await shot(page, 'admin-billing-plan-invalid');

    // Changed meanwhile by someone else: refused rather than overwritten.
    await writeScale(api, original);
    await page.getByLabel('Stripe yearly price', { exact: true }).fill(YEARLY_PRICE);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/someone changed this plan since you opened it/i)).toBeVisible();

    // Read again, then saved over the version read.
    await page.reload();
    await expect(page.getByLabel('Feature 3')).toHaveValue('Priority support');
    await page.getByLabel('Tagline', { exact: true }).fill(TAGLINE);
    await page.getByLabel('Feature 3').fill(FEATURE);
    await page.getByLabel('Stripe yearly price', { exact: true }).fill(YEARLY_PRICE);
    await shot(page, 'admin-billing-plan-edit');
    const read = await readScale(api);
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(SCALE));
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toEqual({
      name: original.name,
      tagline: TAGLINE,
      position: original.position,
      monthly_cents: original.monthly_cents,
      yearly_cents: original.yearly_cents,
      features: original.features.map((f) => (f === 'Priority support' ? FEATURE : f)),
      stripe_monthly_price: original.stripe_monthly_price,
      stripe_yearly_price: YEARLY_PRICE,
      active: true,
      version: read.version,
    });

    await expect(page).toHaveURL(/#\/billing-plans\/scale\/show$/);
    await expect(page.getByTestId('billing-plan-tagline')).toHaveText(TAGLINE);
    await expect(page.getByTestId('billing-plan-features')).toContainText(FEATURE);
    await expect(page.getByText(YEARLY_PRICE)).toBeVisible();
    await shot(page, 'admin-billing-plan-show');

    const offered = (await (await page.request.get(`${PLATFORM}/api/billing/plans`)).json()) as { id: string; tagline: string }[];
    expect(offered.find((p) => p.id === 'scale')?.tagline).toBe(TAGLINE);
  });

  test('the operator reads an agency’s subscription', async ({ page }) => {
    await adminSignIn(page, DEMO.operator);
    await menu(page).getByRole('menuitem', { name: 'Agencies' }).click();
    await page.locator('table').getByText('Summit Benefits Group').click();
    await expect(page).toHaveURL(/#\/agencies\/[0-9a-f-]{36}\/show$/);
    const agencyId = page.url().match(/agencies\/([0-9a-f-]{36})/)![1];

    const section = page.getByTestId('agency-billing');
    await expect(section.getByRole('heading', { name: 'Subscription' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Growth' })).toBeVisible();
    await expect(section.getByTestId('subscription-status')).toHaveText('Active');
    await expect(section.getByRole('row', { name: /Billed/ })).toContainText('Monthly');
    await expect(section.getByRole('row', { name: /Current period ends/ })).toBeVisible();
    await expect(section.getByTestId('billing-lapsed')).toHaveCount(0);
    const billing = (await (await page.request.get(`${PLATFORM}/api/admin/billing/agencies/${agencyId}`)).json()) as {
      usage: { kind: string; used: number; limit?: number }[];
    };
    expect(billing.usage).toHaveLength(3);
    for (const u of billing.usage) {
      await expect(section.locator(`[data-testid="usage-row"][data-kind="${u.kind}"]`)).toContainText(`${u.used.toLocaleString('en-US')} of ${u.limit!.toLocaleString('en-US')}`);
    }
    await expect(section.getByRole('heading', { name: 'Last Stripe events' })).toBeVisible();
    await shot(page, 'admin-agency-billing');

    await section.getByRole('link', { name: 'Growth' }).click();
    await expect(page).toHaveURL(/#\/billing-plans\/growth\/show$/);
  });

  test('an agency owner does not see the billing plans', async ({ page }) => {
    await adminSignIn(page, DEMO.owner);
    await expect(menu(page).getByRole('menuitem', { name: 'Members' })).toBeVisible();
    await expect(menu(page).getByRole('menuitem', { name: 'Billing plans' })).toHaveCount(0);
    await page.goto(`${SUMMIT}/admin/#/billing-plans`);
    await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
  });
});
