import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { linkIn, mails, shot, signIn, waitForMail } from '../helpers';
import { demoGroup, summitApi } from '../book';

/**
 * Renewals: the daily round opened Mesa Verde's renewal 120 days out with its dated tasks; a
 * broker ticks one; a group whose renewal is not open yet says when it opens and can be started
 * by hand; the employer admin reads their group's renewal and cannot start it.
 */
test('renewal: the broker works the tasks of a renewal the daily round opened, and starts another by hand', async ({ page }) => {
  const api = await summitApi();
  const mesa = await demoGroup(api, 'Mesa Verde Credit Union');
  const acme = await demoGroup(api, 'Acme Robotics');
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  await expect(page.getByTestId('stat-opened')).toContainText('automatically');
  const tasks = page.getByTestId('renewal-task');
  await expect(tasks).toHaveCount(6);
  const request = page.getByRole('checkbox', { name: 'Request renewal rates from the carriers' });
  await request.click();
  await expect(request).toBeChecked();
  await expect(tasks.first()).toContainText('Done by Marcus Reyes');
  await shot(page, 'renewal-tasks');

  await page.goto(`${SUMMIT}/dashboard/groups/${acme.id}/renew`);
  await expect(page.getByTestId('renewal-not-open')).toContainText('opens by itself on');
  await page.getByRole('button', { name: 'Start the renewal now' }).click();
  await expect(page.getByTestId('stat-opened')).toContainText('by Marcus Reyes');
  await expect(page.getByTestId('renewal-task')).toHaveCount(6);
  await api.dispose();
});

/**
 * The demo's broker uploaded the vision carrier's renewal file and marketed Mesa Verde: two quotes for the new plan year are beside its renewal,
 * each plan priced for the households enrolled on its line. The broker takes one away.
 */
test('renewal: the broker compares quoted alternatives with the renewal for the same people', async ({ page }) => {
  const api = await summitApi();
  const mesa = await demoGroup(api, 'Mesa Verde Credit Union');
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  // The vision carrier's tier rates were uploaded from its renewal file.
  const vision = page.getByTestId('renewal-plan').filter({ hasText: 'Clearview Vision 12' });
  await expect(vision).toContainText('Uploaded renewal rates');
  await expect(vision).toContainText('clearview-vision-renewal.csv');
  const beside = page.getByTestId('renewal-alternative');
  await expect(beside).toHaveCount(2);
  await expect(beside.first()).toContainText('Renewal marketing: Rocky Mountain');
  const medical = page.getByTestId('alternatives-medical');
  await expect(medical.getByTestId('cost-current')).toHaveCount(1);
  await expect(medical.getByTestId('cost-renewal')).toHaveCount(1);
  await expect(medical.getByTestId('cost-alternative')).toHaveCount(4);
  await expect(page.getByTestId('alternatives-dental').getByTestId('cost-alternative')).toHaveCount(1);
  await shot(page, 'renewal-alternatives');

  await page.getByTestId('choose-alternatives').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('for another effective date');
  await dialog.getByRole('checkbox', { name: /Renewal marketing: Rocky Mountain/ }).uncheck();
  await dialog.getByTestId('save-alternatives').click();
  await expect(page.getByText('Alternatives saved')).toBeVisible();
  await expect(beside).toHaveCount(1);
  await expect(medical.getByTestId('cost-alternative')).toHaveCount(2);
  await api.dispose();
});

/**
 * Mesa Verde's HR admin finds the renewal the broker sent waiting on their home, reads the
 * numbers beside the quoted alternatives and approves it; the approval is recorded with who and
 * when, and the broker reads it.
 */
test('renewal: the employer admin approves the renewal decision from their home', async ({ page }) => {
  await signIn(page, DEMO.clientAdmin);
  const item = page.getByTestId('awaiting-item').and(page.locator('[data-kind="renewal_awaiting_approval"]'));
  await expect(item).toContainText('Mesa Verde Credit Union');
  await item.click();
  await expect(page).toHaveURL(/\/renew$/);
  const decision = page.getByTestId('renewal-decision');
  await expect(decision.getByTestId('decision-status')).toHaveText('Awaiting the employer');
  await expect(page.getByTestId('alternatives-medical').getByTestId('cost-alternative')).toHaveCount(2);
  await expect(page.getByTestId('choose-alternatives')).toHaveCount(0);
  await expect(page.getByTestId('open-rates-upload')).toHaveCount(0);
  await shot(page, 'renewal-employer-approval');
  await decision.getByRole('button', { name: 'Approve the renewal' }).click();
  await expect(decision.getByTestId('decision-status')).toHaveText('Approved by the employer');
  await expect(decision).toContainText('answered by Teresa Alvarez');
  await expect(decision.getByRole('button', { name: 'Approve the renewal' })).toHaveCount(0);
  // The proposal to keep: a PDF in the agency's name, with the decision as approved.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('renewal-proposal').click()]);
  expect(download.suggestedFilename()).toMatch(/^mesa-verde-credit-union-renewal-proposal-\d{4}\.pdf$/);
  expect(readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
});

/**
 * Mesa Verde's carriers have answered: medical by 8.5 %, its first dental plan by a successor or
 * replacement.
 * The broker reads the group re-rated in force against renewal, sets vision's rate change for the
 * line and sees the renewal total move, changes the decision and sends it to the employer again.
 */
test('renewal: the broker maps the plans and reads the group re-rated at the new ages and rates', async ({ page }) => {
  const api = await summitApi();
  const mesa = await demoGroup(api, 'Mesa Verde Credit Union');
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  const plans = page.getByTestId('renewal-plan');
  await expect(plans.first()).toBeVisible();
  await expect(page.getByTestId('renewal-plans')).toContainText('+8.5 % on current rates');
  await expect(page.getByTestId('renewal-plans')).toContainText(/Carrier’s successor plan|Replaced by another plan/);
  await expect(page.getByTestId('renewal-blocked')).toHaveCount(0);
  const comparison = page.getByTestId('renewal-comparison');
  await expect(comparison.getByTestId('compared-plan').first()).toBeVisible();
  await expect(comparison.getByTestId('compared-employee')).toHaveCount(10);
  const renewal = page.getByTestId('stat-renewal');
  await expect(renewal).not.toContainText('—');
  const before = await renewal.locator('p').nth(1).textContent();
  await shot(page, 'renewal-comparison');

  // The decision the demo's broker sent was approved by the employer.
  const decision = page.getByTestId('renewal-decision');
  await expect(decision.getByTestId('decision-status')).toHaveText('Approved by the employer');
  await expect(decision).toContainText('answered by Teresa Alvarez');

  const vision = page.getByRole('row', { name: /^Vision/ });
  await vision.getByRole('button', { name: 'Set a % for the line' }).click();
  await page.getByLabel('Vision rate change in percent').fill('-3');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByLabel('Vision rate change in percent').fill('12');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Renewal plans saved')).toBeVisible();
  await expect(page.getByTestId('renewal-plans')).toContainText('+12 % on current rates');
  await expect(renewal.locator('p').nth(1)).not.toHaveText(before ?? '');

  // The decision sent was on other numbers: back to a draft, noted and sent again.
  await expect(decision.getByTestId('decision-status')).toHaveText('Draft');
  await decision.getByLabel('Note on vision').fill('Vision renews at +12 %.');
  await decision.getByRole('button', { name: 'Save the decision' }).click();
  await expect(page.getByText('Decision saved')).toBeVisible();
  await decision.getByRole('button', { name: 'Send to the employer' }).click();
  await expect(decision.getByTestId('decision-status')).toHaveText('Awaiting the employer');
  await expect(decision).toContainText('Sent by Marcus Reyes');
  await shot(page, 'renewal-decision');

  const dental = plans.filter({ hasText: /Carrier’s successor plan|Replaced by another plan/ });
  await dental.getByRole('button', { name: /^Map / }).click();
  await page.getByLabel('In the new plan year').click();
  await page.getByRole('option', { name: 'Discontinued, not yet mapped' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('renewal-blocked')).toContainText('discontinued');
  await expect(comparison.getByTestId('stat-renewal')).toContainText('waiting for every plan');
  await shot(page, 'renewal-discontinued');
  await api.dispose();
});

/**
 * A renewal rates file naming a plan the group does not have is refused row by row and loads
 * nothing; the carrier's file for the group's rating area prices the plan.
 */
test('renewal: the broker uploads the carriers’ renewal rates, whole or not at all', async ({ page }) => {
  const api = await summitApi();
  const mesa = await demoGroup(api, 'Mesa Verde Credit Union');
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  const vision = page.getByTestId('renewal-plan').filter({ hasText: 'Clearview Vision 12' });
  await expect(vision).toContainText('on current rates');

  const renewal = await (await api.get(`/api/groups/${mesa.id}/renewal`)).json();
  const plan = renewal.renewal.plans.find((p: { line: string }) => p.line === 'vision');
  const area = 'CO-01';
  const bands = ['0-14', ...Array.from({ length: 49 }, (_, i) => String(15 + i)), '64 and over'];
  const csv = (planId: string) => ['PlanId,RatingAreaId,Age,IndividualRate,IndividualTobaccoRate', ...bands.map((b, i) => `${planId},${area},${b},${(20 + i / 10).toFixed(2)},`)].join('\n');

  await page.getByTestId('open-rates-upload').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Renewal rates file').setInputFiles({ name: 'wrong-plans.csv', mimeType: 'text/csv', buffer: Buffer.from(csv('99999CO0039999')) });
  await dialog.getByTestId('upload-rates').click();
  await expect(dialog.getByTestId('rates-problems')).toContainText('in the plan year being renewed');
  await shot(page, 'renewal-rates-refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(vision).toContainText('on current rates');

  // The carrier's file for the group's rating area prices the plan.
  const group = await (await api.get(`/api/groups/${mesa.id}`)).json();
  const lookup = await (await api.get(`/api/catalogue/rating-area?zip=${group.zip}`)).json();
  await page.getByTestId('open-rates-upload').click();
  await dialog
    .getByLabel('Renewal rates file')
    .setInputFiles({ name: 'clearview-corrected.csv', mimeType: 'text/csv', buffer: Buffer.from(csv(plan.current_plan_id).replaceAll(`,${area},`, `,${lookup.rating_area},`)) });
  await dialog.getByTestId('upload-rates').click();
  await expect(page.getByText('Renewal rates uploaded')).toBeVisible();
  await expect(vision).toContainText('Uploaded renewal rates');
  await expect(vision).toContainText('clearview-corrected.csv');
  await api.dispose();
});

/**
 * The discontinued dental plan is replaced at the carrier's percentage; the employer approves
 * the decision sent again; the broker makes the new plan year's design from it, approved with the
 * renewal, runs a passive re-enrollment with dental chosen again, and moves the group into its
 * new plan year.
 */
test('renewal: from the employer’s approval through re-enrollment to the new plan year', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const api = await summitApi();
  const mesa = await demoGroup(api, 'Mesa Verde Credit Union');
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  const dental = page.getByTestId('renewal-plan').filter({ hasText: 'Discontinued, not yet mapped' });
  await dental.getByRole('button', { name: /^Map / }).click();
  await page.getByLabel('In the new plan year').click();
  await page.getByRole('option', { name: 'Replaced by another plan' }).click();
  await page.getByLabel('Replacement dental plan').click();
  await page.getByRole('option').nth(1).click();
  await page.getByLabel('The carrier’s percentage change to the current rates').check();
  await page.getByLabel('Rate change').fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Renewal plans saved')).toBeVisible();
  await expect(page.getByTestId('renewal-blocked')).toHaveCount(0);
  const decision = page.getByTestId('renewal-decision');
  await decision.getByRole('button', { name: 'Send to the employer' }).click();
  await expect(decision.getByTestId('decision-status')).toHaveText('Awaiting the employer');
  await expect(decision.getByTestId('design-new-year')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.clientAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  await decision.getByRole('button', { name: 'Approve the renewal' }).click();
  await expect(decision.getByTestId('decision-status')).toHaveText('Approved by the employer');
  await expect(decision.getByTestId('design-new-year')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  const year = (await (await api.get(`/api/groups/${mesa.id}/renewal`)).json()).renewal.plan_year;
  await decision.getByTestId('design-new-year').click();
  await expect(page.getByText(`The ${year} plan design is made`)).toBeVisible();
  await shot(page, 'renewal-new-year-designed');
  await decision.getByTestId('new-year-design').click();
  await expect(page).toHaveURL(/\/plan-design\?design=/);
  const row = page.getByTestId('design-version-row').filter({ hasText: 'Approved with the' });
  await expect(row).toHaveAttribute('data-status', 'approved');
  await expect(row).toContainText('Teresa Alvarez');
  await shot(page, 'renewal-new-year-design');

  // The re-enrollment: passive, dental chosen again; whoever does nothing keeps the rest.
  await page.goBack();
  await decision.getByTestId('to-re-enrollment').click();
  await page.getByTestId('open-enrollment').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('preview')).toContainText(`plan year ${year}`);
  await dialog.getByLabel('Passive').check();
  await dialog.getByTestId('active-lines').getByLabel('Dental').check();
  await expect(dialog.getByTestId('active-lines')).toContainText('Nothing carries over on dental');
  await shot(page, 'renewal-reenrollment-open');
  const since = mails().length;
  await dialog.getByTestId('open-enrollment-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('window-active-lines')).toHaveText('Chosen again: Dental');

  // An employee, invited to re-enroll, sees last year beside each renewed plan and chooses dental.
  const windows = await (await api.get(`/api/groups/${mesa.id}/enrollments`)).json();
  const reenrollment = windows.find((w: { kind: string; plan_year: number }) => w.kind === 'open' && w.plan_year === year);
  const someone = (await (await api.get(`/api/enrollments/${reenrollment.id}/participants?per_page=1`)).json()).data[0];
  const employee = await reenrolls(browser, someone, since);
  await page.getByTestId('close-enrollment').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByTestId('close-summary')).toContainText('except dental');
  await confirm.getByRole('button', { name: 'Close enrollment' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('closed-note')).toContainText('no dental: chosen again');
  await shot(page, 'renewal-reenrollment-closed');

  // The new year's carriers keep last year's group numbers, and a change file sends a carrier only
  // what the renewal changed since the last 834 of last year.
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/implement`);
  const renewed = page.getByTestId('renewed-from').first();
  await expect(renewed).toContainText(`since the last 834 of ${year - 1}`);
  const carrierName = (await renewed.textContent())!.match(/sends (.+) only what/)![1]!;
  const renewedCarrier = page.getByTestId('carrier-card').filter({ has: page.getByRole('heading', { name: carrierName }) });
  await renewedCarrier.getByTestId('file-834-change').click();
  await expect(page.getByTestId('notice')).toContainText('834 change file written');
  const written = renewedCarrier.getByTestId('carrier-file-row');
  await expect(written).toHaveCount(1);
  await expect(written).toContainText('834 change file');
  await expect(renewedCarrier.getByTestId('renewed-from')).toHaveCount(0);
  await shot(page, 'renewal-new-year-change-file');

  // Into the new plan year: the renewal is history, the group's dates move on.
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/renew`);
  await expect(decision.getByTestId('new-year-blocked')).toHaveCount(0);
  await decision.getByTestId('start-new-year').click();
  await expect(decision.getByTestId('renewal-completed')).toContainText(`in its ${year} plan year`);
  await expect(decision.getByTestId('start-new-year')).toHaveCount(0);
  const group = await (await api.get(`/api/groups/${mesa.id}`)).json();
  expect(group.effective_date.slice(0, 4)).toBe(String(year));
  await shot(page, 'renewal-new-year-started');
  await employee.goto(`${SUMMIT}/employees`);
  await expect(employee.getByTestId('my-coverage')).toContainText(`${year} plan year`);
  await expect(employee.getByTestId('last-year-coverage')).toContainText(`Last plan year (${year - 1})`);
  await shot(employee, 'renewal-employee-home-new-year');
  await employee.context().close();
  await page.goto(`${SUMMIT}/dashboard/groups/${mesa.id}/overview`);
  const years = page.getByTestId('overview-plan-years');
  await expect(years.getByTestId('plan-year')).toHaveCount(2);
  await expect(years.getByTestId('plan-year').first()).toHaveAttribute('data-year', String(year));
  await shot(page, 'renewal-group-plan-years');
  await api.dispose();
});

/**
 * The invited employee signs up on a phone and re-enrolls: medical starts from last year's plan as
 * renewed, marked against last year; dental, chosen again by everyone, is chosen afresh.
 */
async function reenrolls(browser: Browser, who: { email: string; name: string }, since: number): Promise<Page> {
  const invite = await waitForMail(who.email, { since, timeout: 60_000 });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(linkIn(invite, '/auth/signup'));
  const fullName = who.name;
  const nameField = phone.locator('input[name="name"]');
  if (await nameField.isEditable()) await nameField.fill(fullName);
  await phone.locator('input[name="password"]').fill('a renewal passphrase 2');
  await phone.getByRole('button', { name: /^Join / }).click();
  await expect(phone).toHaveURL(/\/employees$/);
  await phone.getByTestId('enroll-cta-button').click();

  const details = phone.getByTestId('step-details');
  await details.getByLabel('Phone').fill('303-555-0177');
  await details.getByLabel('Street address').fill('1450 Wazee St');
  await details.getByLabel('City').fill('Denver');
  await details.getByLabel('State').fill('co');
  await details.getByLabel('ZIP').fill('80202');
  await details.getByTestId('step-next').click();
  await phone.getByTestId('step-dependents').getByTestId('step-next').click();

  const medical = phone.getByTestId('step-line-medical');
  await expect(medical.getByTestId('last-year')).toContainText('Last year:');
  await expect(medical.getByTestId('last-year')).toContainText('If you do nothing, your medical renews as');
  await expect(medical.locator('[data-testid="plan-option"][data-selected="true"]')).toHaveCount(1);
  await expect(medical.getByTestId('renewal-mark').first()).toBeVisible();
  await shot(phone, 'renewal-employee-medical');
  await medical.getByTestId('step-next').click();

  const dental = phone.getByTestId('step-line-dental');
  await expect(dental.getByTestId('last-year')).toContainText('everyone chooses dental again');
  await expect(dental.locator('[data-testid="plan-option"][data-selected="true"]')).toHaveCount(0);
  await dental.getByTestId('plan-option').first().click();
  await shot(phone, 'renewal-employee-dental');
  await dental.getByTestId('step-next').click();
  const vision = phone.getByTestId('step-line-vision');
  if (await vision.isVisible()) {
    const chosen = (await vision.locator('[data-selected="true"]').count()) > 0 || (await vision.getByRole('radio', { name: 'Waive vision coverage' }).isChecked());
    if (!chosen) await vision.getByTestId('plan-option').first().click();
    await vision.getByTestId('step-next').click();
  }

  const review = phone.getByTestId('step-review');
  await expect(review.getByTestId('last-year-total')).toContainText('Last plan year');
  await review.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await review.getByLabel('Type your full name to sign').fill(fullName);
  await review.getByTestId('sign-submit').click();
  await expect(phone).toHaveURL(/\/employees\/confirmation\//);
  await expect(phone.getByTestId('confirmation').locator('[data-line="dental"]')).toBeVisible();
  return phone;
}

test('renewal: the employer admin reads their group’s renewal and cannot start it', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, 'Brightpath Dental Partners');
  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${bright.id}/renew`);
  await expect(page.getByTestId('renewal-not-open')).toContainText('No renewal open yet');
  await expect(page.getByRole('button', { name: 'Start the renewal now' })).toHaveCount(0);
  await shot(page, 'renewal-employer-admin');
  await api.dispose();
});
