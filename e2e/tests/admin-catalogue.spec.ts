import { expect, test, type Page } from '@playwright/test';
import { DEMO, PLATFORM, SUMMIT } from '../env';
import { adminSignIn, menu, TestRates } from '../backoffice';
import { dec31, jan1, nextPlanYear, planYearLabel } from '../book';
import { shot } from '../helpers';

const RATES = new TestRates(250, 7.25, 1.2);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the operator manages carriers, plans and their rates', async ({ page }) => {
  test.setTimeout(120_000);
  const issuer = String(20000 + Math.floor(Math.random() * 9000));
  const carrierName = `North Peak Health ${issuer}`;
  const planId = `${issuer}CO0010001`;
  const planName = `North Peak Gold PPO 1500 ${issuer}`;
  const year = nextPlanYear();

  await adminSignIn(page, DEMO.operator);
  // Exact names: "Billing plans" is the operator's too.
  for (const item of ['Carriers', 'Plans', 'Rates import']) await expect(menu(page).getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  await shot(page, 'admin-catalogue-home');

  // The carriers with their rules and plan counts.
  await menu(page).getByRole('menuitem', { name: 'Carriers' }).click();
  const table = page.locator('table');
  const rocky = table.locator('tbody tr', { hasText: 'Rocky Mountain Health' });
  await expect(rocky).toContainText('71234');
  await expect(rocky).toContainText('50% of employee-only');
  await expect(rocky).toContainText('70% of eligible');
  await expect(table.locator('tbody tr', { hasText: 'Summit Health Plans' })).toContainText('50% of total premium');
  await shot(page, 'admin-carriers');

  // A new carrier: a 3-digit issuer id is refused first.
  await page.getByRole('link', { name: 'New carrier' }).click();
  await page.getByLabel('Carrier name').fill(carrierName);
  await page.getByLabel('HIOS issuer id').fill('123');
  await page.getByLabel('Min. participation').fill('75');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The HIOS issuer id has 5 digits')).toBeVisible();
  await shot(page, 'admin-carrier-invalid');
  await page.getByLabel('HIOS issuer id').fill(issuer);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/carriers\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByRole('heading', { name: carrierName })).toBeVisible();
  await expect(page.getByText('75% of eligible')).toBeVisible();
  await expect(page.getByText('No active plan yet')).toBeVisible();
  await shot(page, 'admin-carrier-show-empty');

  // A plan for it; the server checks that the plan id starts with the carrier's issuer id.
  await page.getByRole('link', { name: 'Add plan' }).click();
  await expect(page.getByRole('combobox', { name: 'Carrier' })).toContainText(carrierName);
  await page.getByLabel('HIOS plan id').fill('99999CO0010001');
  await page.getByLabel('Plan name').fill(planName);
  await choose(page, 'Metal level', 'Gold');
  await choose(page, 'Network type', 'PPO');
  await page.getByLabel('Network name').fill('North Peak Open');
  await page.getByLabel('Deductible, individual').fill('1500');
  await page.getByLabel('Deductible, family').fill('3000');
  await page.getByLabel('OOP max, individual').fill('6500');
  await page.getByLabel('OOP max, family').fill('13000');
  await page.getByLabel('Primary care').fill('25');
  await page.getByLabel('Specialist').fill('50');
  await page.getByLabel('Emergency room').fill('400');
  await shot(page, 'admin-plan-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(new RegExp(`the plan id starts with the carrier's issuer id ${issuer}`, 'i'))).toBeVisible();
  await shot(page, 'admin-plan-create-server-error');
  await page.getByLabel('HIOS plan id').fill(planId);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`#/plans/${planId}/show$`));
  await expect(page.getByRole('heading', { name: planName })).toBeVisible();
  await expect(page.getByText('No rates loaded for this plan yet')).toBeVisible();

  // Rates: a broken file loads nothing and lists its problems by row; then the good one.
  await page.getByRole('link', { name: 'Import rates' }).first().click();
  await expect(page.getByRole('heading', { name: 'Rates import' })).toBeVisible();
  await page.getByLabel('In effect from').fill(jan1(year));
  await page.getByLabel('Until').fill(dec31(year));
  const fileInput = page.getByLabel('Rates file');
  await fileInput.setInputFiles({ name: 'rates-broken.csv', mimeType: 'text/csv', buffer: Buffer.from(RATES.csv(planId, true)) });
  await expect(page.getByTestId('rates-drop')).toContainText('rates-broken.csv');
  await page.getByRole('button', { name: 'Import rates' }).click();
  const problems = page.getByTestId('rates-problems');
  await expect(problems).toContainText('Nothing was loaded');
  const rows = problems.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('18');
  await expect(rows.nth(0)).toContainText('IndividualRate');
  await expect(rows.nth(1)).toContainText('28');
  await expect(rows.nth(1)).toContainText('IndividualTobaccoRate');
  await shot(page, 'admin-rates-import-problems');

  await fileInput.setInputFiles({ name: `rates-${year}.csv`, mimeType: 'text/csv', buffer: Buffer.from(RATES.csv(planId)) });
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Import rates' }).click();
  await expect(page.getByTestId('rates-loaded')).toContainText('51 rates for 1 plan in 1 rating area');
  await expect(page.getByTestId('rates-loaded')).toContainText(planYearLabel(year));
  await shot(page, 'admin-rates-import-done');

  // The plan in the list (filtered by carrier and search), then its rates by age.
  await menu(page).getByRole('menuitem', { name: 'Plans', exact: true }).click();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await shot(page, 'admin-plans');
  // The same design is filed in several states: a state column, and a filter by state.
  await choose(page, 'State', 'Utah');
  await expect(table.locator('tbody tr td.column-state').first()).toHaveText('UT');
  await expect(page).toHaveURL(/state/);
  const states = await table.locator('tbody tr td.column-state').allTextContents();
  expect(states.length).toBeGreaterThan(0);
  expect(new Set(states)).toEqual(new Set(['UT']));
  // Back to every state: the empty choice heads the list.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/state/);
  await choose(page, 'Carrier', carrierName);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByPlaceholder('Search plan, carrier or id').fill('gold ppo');
  // The search is applied after a debounce; wait for it, or it would navigate back here later.
  await expect(page).toHaveURL(/gold(%20|\+)ppo/);
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await table.getByText(planName).click();
  await expect(page.getByRole('heading', { name: planName })).toBeVisible();
  await RATES.expectShown(page, year);
  await expect(page.getByText('$1,500 / $3,000')).toBeVisible();
  await shot(page, 'admin-plan-show');

  // Benefits change in the edit form; the id and carrier stay.
  await page.getByRole('link', { name: 'Edit plan' }).click();
  await expect(page.getByLabel('HIOS plan id')).toHaveValue(planId);
  // The form shows the API's cents as dollars and sends dollars back as cents.
  await expect(page.getByLabel('Deductible, individual')).toHaveValue('1500');
  await expect(page.getByLabel('Primary care')).toHaveValue('25');
  await page.getByLabel('Urgent care').fill('75');
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/api/catalogue/plans/${planId}`));
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    deductible_individual_cents: 150_000,
    deductible_family_cents: 300_000,
    oop_max_individual_cents: 650_000,
    oop_max_family_cents: 1_300_000,
    copay_pcp_cents: 2_500,
    copay_er_cents: 40_000,
    copay_urgent_care_cents: 7_500,
  });
  await expect(page.getByRole('row', { name: /Urgent care/ })).toContainText('$75');
  await expect(page.getByRole('row', { name: /Primary care/ })).toContainText('$25');

  // The carrier now lists the plan.
  await page.getByRole('link', { name: carrierName }).click();
  await expect(page.locator('tbody tr', { hasText: planName })).toContainText(planId);
  await shot(page, 'admin-carrier-show');
  await page.getByRole('link', { name: 'Edit carrier' }).click();
  await expect(page.getByLabel('HIOS issuer id')).toHaveValue(issuer);
  await page.getByLabel('Min. participation').fill('80');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('80% of eligible')).toBeVisible();

  // Withdrawn, the plan leaves the list; "Show withdrawn" lists it again, and it can be restored.
  await page.goto(`${PLATFORM}/admin/#/plans/${planId}/show`);
  await expect(page.getByTestId('plan-status')).toHaveText('Active');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/#\/plans(\?.*)?$/);
  await page.getByPlaceholder('Search plan, carrier or id').fill(planId);
  await expect(page).toHaveURL(new RegExp(planId));
  await expect(table.getByText(planName)).toHaveCount(0);
  await page.getByLabel('Show withdrawn').check();
  const withdrawn = table.locator('tbody tr', { hasText: planName });
  await expect(withdrawn).toContainText('Withdrawn');
  await shot(page, 'admin-plans-withdrawn');
  await withdrawn.getByText(planName).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Withdrawn');
  await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('plan-status')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await shot(page, 'admin-plan-restored');
  await page.getByRole('link', { name: carrierName }).click();
  await expect(page.locator('tbody tr', { hasText: planName })).toContainText(planId);
});

test('an agency owner does not see the catalogue in the back office', async ({ page }) => {
  await adminSignIn(page, DEMO.owner);
  await expect(menu(page).getByRole('menuitem', { name: 'Members' })).toBeVisible();
  // Exact names: the agency's own plans ("Agency plans", "Agency plan rates") are theirs.
  for (const item of ['Carriers', 'Plans', 'Rates import']) await expect(menu(page).getByRole('menuitem', { name: item, exact: true })).toHaveCount(0);
  await page.goto(`${SUMMIT}/admin/#/carriers`);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);
  await page.goto(`${SUMMIT}/admin/#/rates-import`);
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rates import' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import rates' })).toHaveCount(0);
});
