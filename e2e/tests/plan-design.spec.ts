import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { choose, createGroup, demoGroup, jan1, nextPlanYear, summitApi, uid } from '../book';

/** One check of the design by its key, e.g. `min_contribution:Rocky Mountain Health`. */
const check = (page: Page, key: string): Locator => page.locator(`[data-testid="check"][data-key="${key}"]`);
const banner = (page: Page) => page.getByTestId('design-banner');
const employerCost = (page: Page) => page.getByTestId('model-employer-annual-value');

/** Whether today (the server's, UTC) is in the window where carriers waive their minimums: November 15 – December 15. */
function inMinimumsWaiverWindow(now: Date = new Date()): boolean {
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  return (month === 11 && day >= 15) || (month === 12 && day <= 15);
}

test('plan design: a broker builds it with the live cost model and checks, the employer asks for changes, then approves', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const api = await summitApi();
  const group = await demoGroup(api, 'Brightpath Dental Partners');
  const accepted = await (await api.get(`/api/groups/${group.id}/quotes?status=accepted`)).json();
  expect(accepted.total, 'the demo data has an accepted quote for Brightpath').toBeGreaterThan(0);
  const quote = await (await api.get(`/api/quotes/${accepted.data[0].id}`)).json();
  const before = await (await api.get(`/api/groups/${group.id}/plan-designs`)).json();

  // The broker of the group opens its plan design.
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${group.id}/plan-design`);
  await expect(page.getByTestId('plan-design-page')).toBeVisible();
  if (before.total > 0) {
    await expect(page.getByTestId('design-version-row')).toHaveCount(before.total);
    await expect(page.getByTestId('checks')).toBeVisible();
    await shot(page, 'plan-design-current');
  } else {
    await expect(page.getByTestId('empty-state')).toContainText('No plan design yet');
    await shot(page, 'plan-design-empty');
  }

  // A new design: nothing chosen yet, so no model.
  await page.getByTestId('new-design').click();
  await expect(banner(page)).toContainText('New plan design for');
  await expect(page.getByTestId('cost-model')).toContainText('No cost model yet');
  await shot(page, 'plan-design-new');

  // Plans (and the contribution) from the accepted quote.
  await page.getByTestId('add-from-quote').click();
  await page.getByRole('menuitem', { name: new RegExp(quote.name) }).click();
  await expect(page.getByTestId('design-plan')).toHaveCount(quote.plans.length);
  await expect(page.getByTestId('cost-row')).toHaveCount(quote.plans.length);
  await expect(employerCost(page)).toContainText('$');

  // The quote has medical plans of two carriers: the single-carrier model fails until one goes.
  const carriers = [...new Set(quote.plans.filter((p: { plan: { line: string } }) => p.plan.line === 'medical').map((p: { plan: { carrier_name: string } }) => p.plan.carrier_name))] as string[];
  expect(carriers.length).toBeGreaterThan(1);
  await expect(check(page, 'offering_model')).toHaveAttribute('data-status', 'fail');
  // The failing check says which model would fit and takes the broker to the setting.
  await expect(check(page, 'offering_model').getByTestId('check-summary')).toContainText('To fix it');
  await check(page, 'offering_model').getByTestId('check-fix').click();
  await expect(page.locator('[data-setting="offering_model"] [role="combobox"]')).toBeFocused();
  const other = quote.plans.filter((p: { plan: { line: string; carrier_name: string } }) => p.plan.line === 'medical' && p.plan.carrier_name !== 'Rocky Mountain Health');
  for (const p of other) await page.getByRole('button', { name: `Remove ${p.plan.name}` }).click();
  await expect(check(page, 'offering_model')).toHaveAttribute('data-status', 'pass');

  // One more plan from the catalogue picker, filtered by carrier and metal.
  const medicalBefore = await page.getByTestId('plans-medical').getByTestId('design-plan').count();
  await page.getByRole('button', { name: 'Add medical plans' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('catalogue-plan-row').first()).toBeVisible();
  await choose(page, 'Carrier', 'Rocky Mountain Health');
  await page.keyboard.press('Escape');
  await choose(page, 'Metal level', 'Bronze');
  await page.keyboard.press('Escape');
  const bronze = dialog.getByTestId('catalogue-plan-row').filter({ hasText: 'Rocky Mountain Bronze HMO 7K HSA' });
  await expect(bronze).toBeVisible();
  await expect(dialog.getByTestId('catalogue-plan-row').filter({ hasText: 'Pioneer' })).toHaveCount(0);
  await bronze.click();
  await shot(page, 'plan-design-catalogue-picker');
  await dialog.getByTestId('add-picked-plans').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('plans-medical').getByTestId('design-plan')).toHaveCount(medicalBefore + 1);
  await expect(page.getByTestId('cost-row').filter({ hasText: 'Rocky Mountain Bronze HMO 7K HSA' })).toBeVisible();

  // The live model follows the contribution: 10% of the employee-only premium fails the carrier's minimum.
  await expect(page.getByTestId('not-ready')).toBeHidden();
  const cost = (await employerCost(page).textContent())!;
  const employeePct = page.getByTestId('rule-0').getByLabel('Employer pays, employee-only');
  await employeePct.fill('10');
  await expect(employerCost(page)).not.toHaveText(cost);
  const minimum = check(page, 'min_contribution:Rocky Mountain Health');
  await expect(minimum).toHaveAttribute('data-status', 'fail');
  await expect(minimum.getByTestId('check-summary')).toContainText('minimum of 50% of the employee-only premium');
  await expect(minimum.getByTestId('check-details')).toContainText('employer pays');
  await expect(page.getByTestId('not-ready')).toBeVisible();
  await expect(page.getByTestId('submit-design')).toBeDisabled();
  await shot(page, 'plan-design-failing-check');

  // Carriers waive minimums for January 1 applications made November 15 – December 15: shown
  // when the suite runs in that window (Brightpath renews on a later first of the month of the
  // same plan year then, so January 1 stays in the design's plan year).
  const effective = page.getByLabel('Effective date');
  const effectiveBefore = await effective.inputValue();
  const newYear = jan1(nextPlanYear());
  if (inMinimumsWaiverWindow() && effectiveBefore !== newYear) {
    await effective.fill(newYear);
    await expect(minimum).toHaveAttribute('data-status', 'waived');
    await expect(minimum.getByTestId('check-summary')).toContainText('waive');
    await shot(page, 'plan-design-waived');
    await effective.fill(effectiveBefore);
    await expect(minimum).toHaveAttribute('data-status', 'fail');
  }

  // Fixed: every check passes (or is waived) and the cost goes back up.
  await employeePct.fill('75');
  await expect(minimum).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('not-ready')).toBeHidden();
  await expect(page.locator('[data-testid="check"][data-status="fail"]')).toHaveCount(0);
  await expect(employerCost(page)).toHaveText(cost);
  await expect(page.getByTestId('submit-design')).toBeEnabled();


  // Other strategies: a buy-up from a base plan for dental, flat dollars per tier for vision.
  const rules = page.getByTestId('design-contributions');
  const dentalRule = rules.locator('[data-testid^="rule-"]').filter({ has: page.getByRole('combobox', { name: 'Line' }).filter({ hasText: 'Dental' }) });
  const visionRule = rules.locator('[data-testid^="rule-"]').filter({ has: page.getByRole('combobox', { name: 'Line' }).filter({ hasText: 'Vision' }) });
  if ((await dentalRule.count()) === 1 && (await visionRule.count()) === 1) {
    await dentalRule.getByRole('combobox', { name: 'Strategy' }).click();
    await page.getByRole('option', { name: 'Percent of a base plan (buy-up)' }).click();
    await expect(dentalRule.getByTestId('rule-summary')).toContainText('Complete the rule');
    await dentalRule.getByRole('combobox', { name: 'Base plan' }).click();
    await page.getByRole('option').first().click();
    await expect(dentalRule.getByTestId('rule-summary')).toContainText('employees pay the difference for richer plans');
    const withPercent = (await employerCost(page).textContent())!;
    await visionRule.getByRole('combobox', { name: 'Strategy' }).click();
    await page.getByRole('option', { name: 'Flat dollars per tier' }).click();
    for (const [tier, dollars] of [['EE', '8'], ['ES', '12'], ['EC', '12'], ['EF', '16']]) await visionRule.getByLabel(`${tier} employer`).fill(dollars);
    await expect(visionRule.getByTestId('rule-summary')).toContainText('$8.00 EE');
    await expect(employerCost(page)).not.toHaveText(withPercent);
    await expect(page.locator('[data-testid="check"][data-status="fail"]')).toHaveCount(0);
    await shot(page, 'plan-design-strategies');
  }

  // Save (a new draft version), then submit it.
  await page.getByTestId('save-design').click();
  // The saved draft's id, not one of the versions that were there before.
  const known = new Set(before.data.map((d: { id: string }) => d.id));
  await expect
    .poll(() => {
      const id = new URL(page.url()).searchParams.get('design');
      return !!id && !known.has(id);
    })
    .toBe(true);
  const designId = new URL(page.url()).searchParams.get('design')!;
  await expect(banner(page)).toContainText(`version ${before.total + 1}`);
  await expect(banner(page).getByTestId('design-status')).toHaveText('Draft');
  await expect(page.getByTestId('design-version-row')).toHaveCount(before.total + 1);
  await shot(page, 'plan-design-draft');
  await page.getByTestId('submit-design').click();
  await expect(banner(page).getByTestId('design-status')).toHaveText('Awaiting approval');
  await expect(banner(page)).toContainText('Awaiting employer approval');
  await expect(page.getByTestId('save-design')).toHaveCount(0);
  await shot(page, 'plan-design-submitted');

  // The employer admin sees it read-only with the decision buttons, and asks for changes.
  const hr = await browser.newContext();
  const hrPage = await hr.newPage();
  await signIn(hrPage, DEMO.employerAdmin);
  // Without a version in the address, the employer admin lands on the one awaiting their decision.
  await hrPage.goto(`${SUMMIT}/dashboard/groups/${group.id}/plan-design`);
  await expect(banner(hrPage)).toContainText('Sent for your approval');
  await expect(hrPage.getByTestId('new-design')).toHaveCount(0);
  await expect(hrPage.getByTestId('cost-table')).toBeVisible();
  await shot(hrPage, 'plan-design-employer-review');
  await hrPage.getByTestId('request-changes').click();
  const ask = hrPage.getByRole('dialog');
  await ask.getByRole('button', { name: 'Send back to the broker' }).click();
  await expect(ask).toContainText('Say what should change');
  const note = 'Please raise the dependents contribution to 60%: our team has many families.';
  await ask.getByLabel('What should change?').fill(note);
  await shot(hrPage, 'plan-design-request-changes');
  await ask.getByRole('button', { name: 'Send back to the broker' }).click();
  await expect(ask).toBeHidden();
  await expect(banner(hrPage).getByTestId('design-status')).toHaveText('Changes requested');
  await expect(banner(hrPage).getByTestId('decision-note')).toContainText(note);

  // The broker sees the note, makes the change and resubmits.
  await page.reload();
  await expect(page.getByTestId('changes-requested')).toContainText(DEMO.employerAdmin.name);
  await expect(page.getByTestId('changes-requested')).toContainText(note);
  await expect(page.getByTestId('design-version-row').filter({ hasText: note })).toBeVisible();
  await shot(page, 'plan-design-changes-requested');
  const cost75 = (await employerCost(page).textContent())!;
  await page.getByTestId('rule-0').getByLabel('Employer pays, dependents').fill('60');
  await expect(employerCost(page)).not.toHaveText(cost75);
  await expect(page.getByTestId('unsaved')).toBeVisible();
  await page.getByTestId('submit-design').click();
  await expect(banner(page).getByTestId('design-status')).toHaveText('Awaiting approval');
  // The version's history keeps the employer's note after the resubmission, in order.
  const brokerHistory = page.getByTestId('design-history');
  await expect(brokerHistory.locator('[data-action="request_changes"]')).toContainText(DEMO.employerAdmin.name);
  await expect(brokerHistory.locator('[data-action="request_changes"]').getByTestId('history-note')).toHaveText(`“${note}”`);
  await expect(brokerHistory.getByTestId('history-entry').last()).toHaveAttribute('data-action', 'submit');
  expect(await brokerHistory.getByTestId('history-entry').evaluateAll((es) => es.map((e) => e.getAttribute('data-action')))).toEqual(['create', 'submit', 'request_changes', 'update', 'submit']);
  await shot(page, 'plan-design-resubmitted');

  // The employer admin approves; the earlier approved version of the year is superseded.
  await hrPage.reload();
  await expect(banner(hrPage)).toContainText('Sent for your approval');
  await expect(hrPage.getByTestId('rule-0')).toContainText('60%');
  await hrPage.getByTestId('approve-design').click();
  await expect(banner(hrPage).getByTestId('design-status')).toHaveText('Approved');
  await expect(banner(hrPage)).toContainText(`Approved by ${DEMO.employerAdmin.name}`);
  const rows = hrPage.getByTestId('design-version-row');
  await expect(rows.filter({ has: hrPage.locator('[data-status="approved"]') })).toHaveCount(1);
  if (before.data.some((d: { status: string; plan_year: number }) => d.status === 'approved')) await expect(hrPage.locator('[data-testid="design-version-row"][data-status="superseded"]')).not.toHaveCount(0);
  const history = hrPage.getByTestId('design-history');
  await expect(history.locator('[data-action="request_changes"]')).toContainText(note);
  await expect(history.locator('[data-action="approve"]')).toContainText(DEMO.employerAdmin.name);
  await shot(hrPage, 'plan-design-approved-employer');
  await hr.close();

  // The broker sees it approved, and starts the next version from it.
  await page.reload();
  await expect(banner(page).getByTestId('design-status')).toHaveText('Approved');
  await expect(banner(page)).toContainText(`Approved by ${DEMO.employerAdmin.name}`);
  await shot(page, 'plan-design-approved');
  const plans = await page.getByTestId('design-plan').count();
  await page.getByTestId('new-version').click();
  await expect(banner(page).getByTestId('design-status')).toHaveText('Draft');
  await expect(banner(page)).toContainText(`version ${before.total + 2}`);
  await expect(page.getByTestId('design-plan')).toHaveCount(plans);
  await expect(page.getByTestId('rule-0').getByLabel('Employer pays, dependents')).toHaveValue('60');
  // The new version's history is its own: created, nothing else.
  await expect(page.getByTestId('design-history').getByTestId('history-entry')).toHaveCount(1);
  await expect(page.getByTestId('design-history').getByTestId('history-entry')).toHaveAttribute('data-action', 'create');

  const after = await (await api.get(`/api/plan-designs/${designId}`)).json();
  expect(after.status).toBe('approved');
  expect(after.decided_by_name).toBe(DEMO.employerAdmin.name);
  await api.dispose();
});

test('plan design: a group without one shows the empty state, and a new design waits for plans', async ({ page }) => {
  const api = await summitApi();
  // A plan year from this year's March: the new design starts at next year's renewal.
  const year = nextPlanYear();
  const g = await createGroup(api, { name: `Design Dunes ${uid()}`, zip: '80202', effective_date: `${year - 1}-03-01`, renewal_date: `${year}-03-01` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/plan-design`);
  await expect(page.getByTestId('empty-state')).toContainText('No plan design yet');
  await expect(page.getByTestId('versions-card')).toHaveCount(0);
  await shot(page, 'plan-design-empty');
  await page.getByRole('button', { name: 'Start the plan design' }).click();
  await expect(banner(page)).toContainText(`New plan design for ${year}`);
  await expect(page.getByLabel('Effective date')).toHaveValue(`${year}-03-01`);
  await expect(page.getByTestId('cost-model')).toContainText('No cost model yet');
  await expect(page.getByTestId('save-design')).toBeDisabled();
  await expect(page.getByTestId('submit-design')).toBeDisabled();
  // No accepted quote yet: the quote menu says so instead of offering nothing.
  await expect(page.getByTestId('add-from-quote')).toBeDisabled();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('empty-state')).toBeVisible();
  await api.dispose();
});
