import { expect, test, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { adminSignIn, menu, TestRates } from '../backoffice';
import { dec31, jan1, nextPlanYear, planYearLabel } from '../book';
import { shot } from '../helpers';

const RATES = new TestRates(310, 8.5, 1.25);

/**
 * An API call from the page (the browser resolves the agency's host, Node does not), with the
 * session cookie and the CSRF header; a `csv` goes as the rates import's multipart form.
 */
async function apiCall(page: Page, method: string, path: string, body?: { json?: unknown; csv?: string; fields?: Record<string, string> }) {
  return page.evaluate(
    async ({ method, path, body }) => {
      let payload: BodyInit | undefined;
      const headers: Record<string, string> = { 'X-Canopy-Csrf': '1' };
      if (body?.csv !== undefined) {
        const form = new FormData();
        form.append('file', new Blob([body.csv], { type: 'text/csv' }), 'rates.csv');
        for (const [k, v] of Object.entries(body.fields ?? {})) form.append(k, v);
        payload = form;
      } else if (body?.json !== undefined) {
        payload = JSON.stringify(body.json);
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(`/api${path}`, { method, headers, body: payload, credentials: 'include' });
      const text = await res.text();
      return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
    },
    { method, path, body },
  );
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// Rocky Mountain Health's issuer id, Colorado, and 7 digits of this run.
const planId = `71234CO${String(Date.now()).slice(-7)}`;
const planName = `Summit Local Silver HMO ${planId.slice(-4)}`;
const year = nextPlanYear();

test.describe.configure({ mode: 'serial' });

test('the agency owner adds a plan of the agency, imports its rates and sees them by age', async ({ page }) => {
  test.setTimeout(120_000);
  await adminSignIn(page, DEMO.owner);
  await expect(menu(page).getByRole('menuitem', { name: 'Agency plans', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Agency plan rates', exact: true })).toBeVisible();
  // The platform's catalogue stays the operator's.
  for (const item of ['Plans', 'Carriers', 'Rates import']) await expect(menu(page).getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
  await shot(page, 'admin-agency-plans-home');

  await menu(page).getByRole('menuitem', { name: 'Agency plans', exact: true }).click();
  await expect(page.getByRole('link', { name: 'New agency plan' }).first()).toBeVisible();
  await shot(page, 'admin-agency-plans-list-before');
  await page.getByRole('link', { name: 'New agency plan' }).first().click();

  // The carrier comes from the catalogue; a plan id of another issuer is refused by the server.
  await choose(page, 'Carrier', 'Rocky Mountain Health');
  await expect(page.getByText('71234CO then 7 digits')).toBeVisible();
  await page.getByLabel('HIOS plan id').fill(`99999CO${planId.slice(7)}`);
  await page.getByLabel('Plan name').fill(planName);
  await choose(page, 'Metal level', 'Silver');
  await choose(page, 'Network type', 'HMO');
  await page.getByLabel('Network name').fill('Front Range Select');
  await page.getByLabel('Deductible, individual').fill('2500');
  await page.getByLabel('Deductible, family').fill('5000');
  await page.getByLabel('OOP max, individual').fill('7000');
  await page.getByLabel('OOP max, family').fill('14000');
  await page.getByLabel('Primary care').fill('30');
  await page.getByLabel('Specialist').fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/issuer id 71234/i).first()).toBeVisible();
  await shot(page, 'admin-agency-plan-create-error');
  await page.getByLabel('HIOS plan id').fill(planId);
  await shot(page, 'admin-agency-plan-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/agency-plans/${planId}/show$`));
  await expect(page.getByRole('heading', { name: planName })).toBeVisible();
  await expect(page.getByText("Your agency's plan")).toBeVisible();
  await expect(page.getByTestId('plan-status')).toHaveText('Active');
  await expect(page.getByText('No rates loaded for this plan yet')).toBeVisible();

  // Its rates, through the agency's import (the operator's page, sent to /agency-plans/rates/import).
  await page.getByRole('link', { name: 'Import rates' }).first().click();
  await expect(page).toHaveURL(/#\/agency-rates-import$/);
  await expect(page.getByRole('heading', { name: 'Agency plan rates' })).toBeVisible();
  await page.getByLabel('In effect from').fill(jan1(year));
  await page.getByLabel('Until').fill(dec31(year));
  const uploaded = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/agency-plans/rates/import'));
  await page.getByLabel('Rates file').setInputFiles({ name: `agency-rates-${year}.csv`, mimeType: 'text/csv', buffer: Buffer.from(RATES.csv(planId)) });
  await page.getByRole('button', { name: 'Import rates' }).click();
  await uploaded;
  await expect(page.getByTestId('rates-loaded')).toContainText('51 rates for 1 plan in 1 rating area');
  await expect(page.getByTestId('rates-loaded')).toContainText(planYearLabel(year));
  await shot(page, 'admin-agency-rates-import-done');

  // The plan in the list, then its rates by age.
  await menu(page).getByRole('menuitem', { name: 'Agency plans', exact: true }).click();
  const table = page.locator('table');
  await page.getByPlaceholder('Search plan name or id').fill(planId);
  await expect(page).toHaveURL(new RegExp(planId));
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('Rocky Mountain Health');
  await expect(table.locator('tbody tr')).toContainText('Active');
  await shot(page, 'admin-agency-plans-list');
  await table.getByText(planName).click();
  await expect(page.getByRole('heading', { name: planName })).toBeVisible();
  await RATES.expectShown(page, year);
  await expect(page.getByText('$2,500 / $5,000')).toBeVisible();
  await shot(page, 'admin-agency-plan-show');

  // An edit keeps the id and the carrier.
  await page.getByRole('link', { name: 'Edit plan' }).click();
  await expect(page.getByLabel('HIOS plan id')).toHaveValue(planId);
  await expect(page.getByLabel('Deductible, family')).toHaveValue('5000');
  await page.getByLabel('Urgent care').fill('85');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Urgent care/ })).toContainText('$85');

  // The agency's catalogue lists it as its own.
  const listed = await apiCall(page, 'GET', `/catalogue/plans?q=${planId}`);
  expect(listed.status).toBe(200);
  const rows = (listed.json as { data: { id: string; agency_owned: boolean; deductible_individual_cents: number; copay_urgent_care_cents?: number }[] }).data;
  const own = rows.find((p) => p.id === planId);
  expect(own?.agency_owned).toBe(true);
  expect([own?.deductible_individual_cents, own?.copay_urgent_care_cents]).toEqual([250_000, 8_500]);
});

test('a broker reads the agency plans but has no back office to change them in', async ({ page }) => {
  await adminSignIn(page, DEMO.broker);
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await page.goto(`${SUMMIT}/admin/#/agency-plans`);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New agency plan' })).toHaveCount(0);
  await page.goto(`${SUMMIT}/admin/#/agency-rates-import`);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import rates' })).toHaveCount(0);
  await shot(page, 'admin-agency-plans-broker');

  // The server's rule (agency_plans: read for brokers, write for owners and admins).
  const read = await apiCall(page, 'GET', `/agency-plans?q=${planId}`);
  expect(read.status).toBe(200);
  expect((read.json as { data: { id: string }[] }).data.map((p) => p.id)).toContain(planId);
  const plan = (await apiCall(page, 'GET', `/catalogue/plans/${planId}`)).json!;
  expect(plan.agency_owned).toBe(true);
  const input = Object.fromEntries(
    Object.entries(plan).filter(([k]) => !['agency_owned', 'carrier_name', 'carrier_color', 'min_contribution_pct', 'min_contribution_basis', 'min_participation_pct', 'base_rate_cents'].includes(k)),
  );
  expect((await apiCall(page, 'PUT', `/agency-plans/${planId}`, { json: { ...input, name: 'Renamed by a broker' } })).status).toBe(403);
  const imported = await apiCall(page, 'POST', '/agency-plans/rates/import', { csv: RATES.csv(planId), fields: { effective_from: jan1(year + 1), effective_to: dec31(year + 1) } });
  expect(imported.status).toBe(403);
});
