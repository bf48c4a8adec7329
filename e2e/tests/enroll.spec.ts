import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, PLATFORM, PORT, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { createEmployee, daysFromNow, fetchInPage, longDate, summitApi, uid } from '../book';

/**
 * The demo group with an approved plan design kept for this spec (the enrollment journey takes
 * Larkspur's), while it has no open enrollment yet.
 */
async function groupToEnroll(api: APIRequestContext): Promise<{ id: string; name: string } | null> {
  for (const name of ['Cedar & Sage Cafés']) {
    const found = await (await api.get(`/api/groups?q=${encodeURIComponent(name.split(' ')[0])}`)).json();
    const g = found.data.find((x: { name: string }) => x.name === name);
    if (!g) continue;
    const windows = await (await api.get(`/api/groups/${g.id}/enrollments`)).json();
    if (windows.some((w: { kind: string }) => w.kind === 'open')) continue;
    const preview = await api.post(`/api/groups/${g.id}/enrollments/preview`, { data: { starts_on: daysFromNow(0), ends_on: daysFromNow(14), mode: 'active', apply_waiting_period: true } });
    if (preview.status() === 200) return g;
  }
  return null;
}

/** An employee's API session after signing up with the group's enrollment code (as the code letter says). */
async function signUpWithCode(code: string, email: string, lastName: string, dob: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1', Host: `summit.localhost:${PORT}` } });
  const res = await api.post('/api/auth/signup/code', { data: { code, email, last_name: lastName, dob, password: `enroll-${uid()}-long-password` } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return api;
}

async function reportLifeEvent(api: APIRequestContext, kind: string, eventDate: string, note: string) {
  const res = await api.post('/api/my/life-events', {
    multipart: { kind, event_date: eventDate, note, document: { name: `${kind}-certificate.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

const progress = (page: Page, status: string) => page.getByTestId(`progress-${status}`);

test('enrollment: a broker opens it, follows progress, reminds, enrolls for an employee, prints code letters, decides life events, extends, exports and closes', async ({ page }) => {
  test.setTimeout(240_000);
  const api = await summitApi();
  const group = await groupToEnroll(api);
  test.skip(!group, 'no demo group with an approved plan design and no open enrollment');
  const g = group!;

  // Two employees of our own: one without email (code letter), one with.
  const tag = uid();
  await createEmployee(api, g.id, { first_name: 'Nora', last_name: `Letter${tag}`, dob: '1990-03-04', hire_date: '2020-01-06', hours_per_week: 40, employment_type: 'full_time' });
  const ivyEmail = `ivy-${tag}@example.com`;
  await createEmployee(api, g.id, { first_name: 'Ivy', last_name: `Mailer${tag}`, dob: '1988-07-12', email: ivyEmail, hire_date: '2019-03-01', hours_per_week: 40, employment_type: 'full_time' });
  const noraName = `Nora Letter${tag}`;
  const ivyName = `Ivy Mailer${tag}`;

  // The empty state, then the dialog with its live preview.
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/enroll`);
  await expect(page.getByTestId('enroll-page')).toBeVisible();
  await expect(page.getByTestId('empty-state').first()).toContainText('No open enrollment yet');
  await expect(page.getByTestId('life-events')).toBeVisible();
  await shot(page, 'enroll-empty');

  await page.getByRole('button', { name: 'Open enrollment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Starts on')).toHaveValue(daysFromNow(0));
  await expect(dialog.getByLabel('Ends on')).toHaveValue(daysFromNow(14));
  await expect(dialog.getByLabel('Active')).toBeChecked();
  await expect(dialog.getByTestId('preview')).toBeVisible();
  const eligible = Number(await dialog.getByTestId('preview-eligible').textContent());
  expect(eligible).toBeGreaterThan(1);
  await expect(dialog.getByTestId('preview-without-email')).not.toHaveText('0');
  // Turning off the waiting period or a class changes the preview; back to everyone.
  await dialog.getByLabel('Passive').check();
  await expect(dialog.getByLabel('Passive')).toBeChecked();
  await dialog.getByLabel('Active').check();
  await dialog.getByLabel('Apply the waiting period').uncheck();
  await dialog.getByLabel('Apply the waiting period').check();
  await expect(dialog.getByTestId('preview-eligible')).toHaveText(String(eligible));
  await shot(page, 'enroll-open-dialog');
  await dialog.getByTestId('open-enrollment-submit').click();
  await expect(dialog).toBeHidden();

  // The window: header, progress as numbers and a chart, participation, everyone not started.
  await expect(page.getByTestId('window-title')).toContainText('open enrollment');
  await expect(page.getByTestId('window-header').getByTestId('window-state')).toHaveAttribute('data-state', 'open');
  await expect(progress(page, 'not_started')).toHaveText(String(eligible));
  await expect(progress(page, 'enrolled')).toHaveText('0');
  await expect(progress(page, 'in_progress')).toHaveText('0');
  await expect(progress(page, 'waived')).toHaveText('0');
  await expect(page.getByTestId('progress-chart')).toBeVisible();
  await expect(page.getByTestId('participation-row').first()).toBeVisible();
  await expect(page.getByTestId('participant-row').first()).toBeVisible();
  await shot(page, 'enroll-opened');

  // Remind one employee, then everyone not finished (the one just reminded is skipped).
  await page.getByRole('textbox', { name: 'Search employees' }).fill(`Mailer${tag}`);
  await expect(page.getByTestId('participant-row')).toHaveCount(1);
  await expect(page.getByTestId('participant-row')).toHaveAttribute('data-name', ivyName);
  await page.getByRole('button', { name: `Remind ${ivyName}` }).click();
  await expect(page.getByTestId('remind-result')).toHaveText('1 reminder sent.');
  await expect(page.getByTestId('participant-row')).toContainText('1 reminder');
  await page.getByTestId('remind-all').click();
  await expect(page.getByTestId('remind-result')).toContainText('1 skipped (already reminded in the last day)');
  await expect(page.getByTestId('remind-result')).toContainText('without email');
  await shot(page, 'enroll-reminded');

  // Enroll for the employee without email: medical, waive the rest; signed with the broker's own name.
  await page.getByRole('textbox', { name: 'Search employees' }).fill(`Letter${tag}`);
  await expect(page.getByTestId('participant-row')).toHaveCount(1);
  await expect(page.getByTestId('participant-row')).toHaveAttribute('data-name', noraName);
  await page.getByTestId('participant-row').getByTestId('assist').click();
  const assist = page.getByTestId('assist-dialog');
  await expect(assist.getByTestId('assist-line-medical')).toBeVisible();
  for (const fieldset of await assist.locator('[data-testid^="assist-line-"]').all()) {
    const line = (await fieldset.getAttribute('data-testid'))!.replace('assist-line-', '');
    if (line === 'medical') {
      await fieldset.getByRole('radio').first().check();
    } else {
      await fieldset.getByRole('radio', { name: /^Waive/ }).check();
      await fieldset.getByRole('combobox', { name: /Reason to waive/ }).click();
      await page.getByRole('option', { name: 'Cost' }).click();
    }
  }
  await expect(assist.getByTestId('assist-total')).toContainText('$');
  await assist.getByRole('checkbox').check();
  await assist.getByLabel('Your name, as your signature').fill(DEMO.owner.name);
  await shot(page, 'enroll-assist');
  await assist.getByTestId('assist-submit').click();
  await expect(assist).toBeHidden();
  await expect(progress(page, 'enrolled')).toHaveText('1');
  await expect(progress(page, 'not_started')).toHaveText(String(eligible - 1));
  const row = page.getByTestId('participant-row');
  await expect(row).toHaveAttribute('data-status', 'enrolled');
  await expect(row.getByTestId('assisted-badge')).toBeVisible();
  await expect(row.getByTestId('participant-elections')).toContainText('Medical ·');
  await expect(page.getByTestId('tally-row').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Search employees' }).fill('');
  await page.getByTestId('filter-enrolled').click();
  await expect(page.getByTestId('participant-row')).toHaveCount(1);
  await shot(page, 'enroll-assisted');
  await page.getByTestId('filter-enrolled').click();

  // The code letter of the employee without email.
  await page.getByTestId('print-letters').click();
  const letters = page.getByTestId('letters-dialog');
  const letter = letters.getByTestId('code-letter').filter({ hasText: noraName });
  await expect(letter).toBeVisible();
  await expect(letter.getByTestId('letter-signup')).toHaveText(`${SUMMIT}/auth/signup`);
  await expect(letter).toContainText('last name and date of birth');
  const code = (await letter.getByTestId('letter-code').textContent())!.trim();
  expect(code.length).toBeGreaterThan(4);
  await shot(page, 'enroll-code-letters');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.canopy-print-only')).toBeVisible();
  await expect(page.getByTestId('enroll-page')).toBeHidden();
  await shot(page, 'enroll-code-letters-print');
  await page.emulateMedia({ media: 'screen' });
  await letters.getByRole('button', { name: 'Close' }).click();

  // The employee signs up with the letter's code and reports two life events.
  const noraApi = await signUpWithCode(code, `nora-${tag}@example.com`, `Letter${tag}`, '1990-03-04');
  await reportLifeEvent(noraApi, 'birth', daysFromNow(-3), 'Our daughter was born');
  await reportLifeEvent(noraApi, 'marriage', daysFromNow(-10), 'We married');
  await page.reload();
  const events = page.getByTestId('life-events');
  const birth = events.getByTestId('life-event').filter({ hasText: 'Birth' });
  const marriage = events.getByTestId('life-event').filter({ hasText: 'Marriage' });
  await expect(birth).toHaveAttribute('data-status', 'pending');
  const proof = await birth.getByTestId('life-event-proof').getAttribute('href');
  expect((await fetchInPage(page, proof!)).status).toBe(200);
  await marriage.getByTestId('life-event-reject').click();
  await page.getByRole('dialog').getByLabel('Note to the employee').fill('Please attach the marriage certificate, not the invitation.');
  await page.getByTestId('reject-confirm').click();
  await expect(marriage).toHaveAttribute('data-status', 'rejected');
  await expect(marriage.getByTestId('decision-note')).toContainText('marriage certificate');
  await birth.getByTestId('life-event-approve').click();
  await expect(birth).toHaveAttribute('data-status', 'approved');
  await expect(birth).toContainText('Special enrollment open until');
  await expect(page.getByTestId('special-window').filter({ hasText: noraName })).toBeVisible();
  await page.getByTestId('life-events').scrollIntoViewIfNeeded();
  await shot(page, 'enroll-life-events');

  // Extend by a week.
  const newEnd = daysFromNow(21);
  await page.getByTestId('extend').click();
  await page.getByRole('dialog').getByLabel('New last day').fill(newEnd);
  await page.getByTestId('extend-submit').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByTestId('window-dates')).toContainText(longDate(newEnd));

  // The exports download everyone's elections.
  const csv = await fetchInPage(page, (await page.getByTestId('export-csv').getAttribute('href'))!);
  expect(csv.status).toBe(200);
  expect(csv.disposition).toContain('.csv');
  expect(csv.text).toContain('Employee,Email');
  expect(csv.text).toContain(noraName);
  const xlsx = await fetchInPage(page, (await page.getByTestId('export-xlsx').getAttribute('href'))!);
  expect(xlsx.status).toBe(200);
  expect(xlsx.head.slice(0, 2)).toEqual([0x50, 0x4b]); // a zip (xlsx)

  // Close: elections lock and the group moves to implementation.
  await page.getByTestId('close-enrollment').click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Elections lock');
  await expect(confirm.getByTestId('close-summary')).toContainText('1 enrolled');
  await shot(page, 'enroll-close-confirm');
  await confirm.getByRole('button', { name: 'Close enrollment' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('window-header').getByTestId('window-state')).toHaveAttribute('data-state', 'closed');
  await expect(page.getByTestId('closed-note')).toBeVisible();
  await expect(page.getByTestId('close-enrollment')).toHaveCount(0);
  await expect(page.getByTestId('stage-chip')).toContainText('Implementation');
  await shot(page, 'enroll-closed');
});

test('enrollment: the employer admin sees the same screen for their group', async ({ page }) => {
  const api = await summitApi();
  const found = await (await api.get('/api/groups?q=Brightpath')).json();
  const group = found.data.find((g: { name: string }) => g.name === 'Brightpath Dental Partners');
  expect(group, 'the demo group Brightpath Dental Partners').toBeTruthy();
  const windows = await (await api.get(`/api/groups/${group.id}/enrollments`)).json();

  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${group.id}/enroll`);
  await expect(page.getByTestId('enroll-page')).toBeVisible();
  await expect(page.getByTestId('life-events')).toBeVisible();
  if (windows.some((w: { kind: string }) => w.kind === 'open')) {
    await expect(page.getByTestId('window-header')).toBeVisible();
    await expect(page.getByTestId('progress-enrolled')).toBeVisible();
    await expect(page.getByTestId('participant-row').first()).toBeVisible();
  } else {
    await expect(page.getByTestId('empty-state').first()).toContainText('No open enrollment yet');
    await expect(page.getByRole('button', { name: 'Open enrollment' })).toBeVisible();
  }
  await shot(page, 'enroll-employer-admin');
});
