import { expect, test, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { linkIn, mails, shot, signIn, waitForMail } from '../helpers';
import { createEmployee, daysFromNow, summitApi, uid } from '../book';

const GROUP = 'Larkspur Veterinary Group';
const PHONE = { width: 390, height: 844 };

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
async function select(page: Page, scope: ReturnType<Page['locator']> | Page, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('enrollment journey: the broker opens enrollment, the invited employee signs up on a phone, adds a child, elects medical and dental, waives vision, signs, and the broker sees 1 enrolled', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const api = await summitApi();
  const found = await (await api.get('/api/groups?q=Larkspur')).json();
  const group = found.data.find((g: { name: string }) => g.name === GROUP);
  expect(group, `the demo group ${GROUP}`).toBeTruthy();
  const windows = await (await api.get(`/api/groups/${group.id}/enrollments`)).json();
  // The demo keeps Larkspur's approved design unenrolled for this journey (enroll.spec.ts takes Cedar & Sage's).
  expect(windows.some((w: { kind: string }) => w.kind === 'open'), `${GROUP} has no open enrollment yet`).toBe(false);

  // A fresh employee of the group, with an email for the invitation.
  const tag = uid();
  const email = `jordan.${tag}@larkspurvet.example`;
  const employee = await createEmployee(api, group.id, {
    first_name: 'Jordan',
    last_name: `Avery${tag}`,
    dob: '1988-06-15',
    email,
    hire_date: '2019-02-04',
    hours_per_week: 40,
    employment_type: 'full_time',
  });
  const fullName = `${employee.first_name} ${employee.last_name}`;

  // The broker opens enrollment through the UI.
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${group.id}/enroll`);
  await page.getByRole('button', { name: 'Open enrollment' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Starts on').fill(daysFromNow(0));
  await dialog.getByLabel('Ends on').fill(daysFromNow(14));
  await dialog.getByLabel('Active').check();
  const since = mails().length;
  await dialog.getByTestId('open-enrollment-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('progress-enrolled')).toHaveText('0');

  // The invitation arrives, in the agency's brand, with a sign-up link.
  const invite = await waitForMail(email, { since, timeout: 30_000 });
  const link = linkIn(invite, '/auth/signup');
  expect(new URL(link).searchParams.get('invite')).toBeTruthy();

  // The employee, on a phone.
  const phoneContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  const nameField = phone.locator('input[name="name"]');
  if (await nameField.isEditable()) await nameField.fill(fullName);
  await phone.locator('input[name="password"]').fill(`larkspur-${tag}-enroll`);
  await shot(phone, 'journey-phone-0-signup');
  await phone.getByRole('button', { name: /^Join / }).click();

  // Lands on their benefits home, with the open enrollment to start.
  await expect(phone).toHaveURL(/\/employees$/);
  await expect(phone.getByTestId('greeting')).toContainText('Jordan');
  const cta = phone.getByTestId('enrollment-cta');
  await expect(cta).toBeVisible();
  await expect(cta.getByTestId('enrollment-status')).toHaveAttribute('data-status', 'not_started');
  await expect(cta.getByTestId('enroll-cta-button')).toHaveText('Start enrollment');
  await expect(phone.getByTestId('my-coverage')).toContainText('No coverage on file yet');
  await shot(phone, 'journey-phone-1-home');
  await cta.getByTestId('enroll-cta-button').click();

  // (a) Confirm my details.
  const details = phone.getByTestId('step-details');
  await expect(details).toBeVisible();
  await expect(phone.getByTestId('stepper-compact')).toContainText('Step 1 of 6');
  await details.getByLabel('Phone').fill('303-555-0142');
  await details.getByLabel('Street address').fill('18 Larkspur Lane');
  await details.getByLabel('City').fill('Larkspur');
  await details.getByLabel('State').fill('co');
  await details.getByLabel('ZIP').fill('80118');
  await shot(phone, 'journey-phone-2-details');
  await details.getByTestId('step-next').click();

  // (b) Dependents: a child; a child over 26 is refused at the field first.
  const deps = phone.getByTestId('step-dependents');
  await expect(deps).toBeVisible();
  await deps.getByTestId('add-dependent').click();
  const child = deps.getByTestId('dependent-form').last();
  await child.getByLabel('First name').fill('Mia');
  await expect(child.getByLabel('Last name')).toHaveValue(employee.last_name);
  await child.getByLabel('Date of birth').fill('1995-05-14');
  await select(phone, child, /Relationship/, 'Child');
  await deps.getByTestId('step-next').click();
  await expect(child).toContainText('children are covered until 26, unless disabled');
  await shot(phone, 'journey-phone-3-dependents-error');
  await child.getByLabel('Date of birth').fill('2018-05-14');
  await expect(child).not.toContainText('children are covered until 26');
  await shot(phone, 'journey-phone-3-dependents');
  await deps.getByTestId('step-next').click();

  // (c) Medical: employee + children, the first plan.
  const medical = phone.getByTestId('step-line-medical');
  await expect(medical).toBeVisible();
  await expect(phone.getByTestId('plan-cards')).toBeVisible();
  const ec = medical.getByRole('radio', { name: /Me \+ children/ });
  await expect(medical.getByTestId('tier-choice')).toContainText('Mia');
  await ec.check();
  await medical.getByTestId('plan-option').first().click();
  await expect(medical.getByTestId('plan-option').first()).toHaveAttribute('data-selected', 'true');
  await expect(medical.getByTestId('line-summary')).toContainText('per paycheck');
  await shot(phone, 'journey-phone-4-medical');
  await medical.getByTestId('step-next').click();

  // Dental: the first plan.
  const dental = phone.getByTestId('step-line-dental');
  await expect(dental).toBeVisible();
  await dental.getByTestId('plan-option').first().click();
  await shot(phone, 'journey-phone-5-dental');
  await dental.getByTestId('step-next').click();

  // Vision: waived, with a reason (asked for first).
  const vision = phone.getByTestId('step-line-vision');
  await expect(vision).toBeVisible();
  await vision.getByRole('radio', { name: 'Waive vision coverage' }).check();
  await vision.getByTestId('step-next').click();
  await expect(vision.getByTestId('choice-problem')).toContainText('why');
  await select(phone, vision, /Why are you waiving/, 'I have other group coverage');
  await shot(phone, 'journey-phone-6-vision-waive');
  await vision.getByTestId('step-next').click();

  // (d) Review and sign.
  const review = phone.getByTestId('step-review');
  await expect(review).toBeVisible();
  await expect(review.getByTestId('review-line')).toHaveCount(3);
  await expect(review.locator('[data-line="medical"]')).toContainText('Me + children (Mia');
  await expect(review.locator('[data-line="vision"]')).toContainText('Waived');
  await expect(review.getByTestId('total-per-paycheck')).toContainText('$');
  await expect(review.getByTestId('employer-share')).toContainText('Your employer pays $');
  await review.getByTestId('sign-submit').click();
  await expect(review.getByText(`Type your full name as ${fullName}`)).toBeVisible();
  await review.getByRole('checkbox', { name: /I have read and agree/ }).check();
  await review.getByLabel('Type your full name to sign').fill(fullName.toLowerCase());
  await shot(phone, 'journey-phone-7-review');
  const beforeSign = mails().length;
  // A double tap sends one submission (same client key, button disabled while pending).
  await review.getByTestId('sign-submit').dblclick();

  // (e) The confirmation.
  await expect(phone).toHaveURL(/\/employees\/confirmation\/[0-9a-f-]{36}$/);
  const confirmation = phone.getByTestId('confirmation');
  await expect(confirmation.getByTestId('confirmation-title')).toHaveText('You’re enrolled');
  await expect(confirmation.getByTestId('confirmation-line')).toHaveCount(3);
  await expect(confirmation.locator('[data-line="medical"]')).toContainText('Mia');
  await expect(confirmation.getByTestId('signature-name')).toHaveText(fullName.toLowerCase());
  await expect(confirmation.getByTestId('confirmation-version')).toHaveText('1');
  await expect(confirmation.getByTestId('confirmation-per-paycheck')).toContainText('$');
  await shot(phone, 'journey-phone-8-confirmation');
  await phone.emulateMedia({ media: 'print' });
  await expect(phone.getByTestId('self-service-bar')).toBeHidden();
  await expect(confirmation.getByTestId('print')).toBeHidden();
  await shot(phone, 'journey-phone-8-confirmation-print');
  await phone.emulateMedia({ media: 'screen' });

  // Back home: enrolled, with a way to change the elections until the window closes.
  await confirmation.getByTestId('back-to-benefits').click();
  await expect(phone.getByTestId('enrollment-status')).toHaveAttribute('data-status', 'enrolled');
  await expect(phone.getByTestId('enroll-cta-button')).toHaveText('Change my elections');
  await expect(phone.getByTestId('my-dependents')).toContainText('Mia');
  await expect(phone.getByTestId('my-coverage')).toContainText('My elections');
  await expect(phone.getByTestId('coverage-line')).toHaveCount(3);
  await expect(phone.getByTestId('coverage-total')).toContainText('per paycheck');
  await shot(phone, 'journey-phone-9-home-enrolled');
  await phoneContext.close();

  // The confirmation email.
  await waitForMail(email, { since: beforeSign, timeout: 30_000 });

  // The broker sees 1 enrolled.
  await page.reload();
  await expect(page.getByTestId('progress-enrolled')).toHaveText('1');
  await shot(page, 'journey-broker-progress');
});
