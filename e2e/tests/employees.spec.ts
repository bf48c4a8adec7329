import { expect, test } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { choose, createEmployee, createGroup, daysFromNow, fetchInPage, nextPlanYear, summitApi, uid } from '../book';

test('agency-wide directory: search by name, email or group, filter, open a person', async ({ page }) => {
  const api = await summitApi();
  const tag = uid();
  const g = await createGroup(api, { name: `Directory Dunes ${tag}` });
  const e1 = await createEmployee(api, g.id, { first_name: 'Iris', last_name: `Vale${tag}`, email: `iris.${tag}@dunes.example`, medical_tier: 'EE' });
  const e2 = await createEmployee(api, g.id, { first_name: 'Owen', last_name: `Vale${tag}`, medical_tier: 'EE' });
  await api.post(`/api/employees/${e2.id}/terminate`, { data: { date: daysFromNow(-30), reason: 'Resigned' } });
  await signIn(page, DEMO.owner);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Employees' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/employees`);
  await page.getByLabel('Search').fill(`iris.${tag}`);
  await expect(page.getByTestId('employee-row')).toHaveCount(1);
  await page.getByLabel('Search').fill(`Directory Dunes ${tag}`);
  await expect(page.getByTestId('employee-row')).toHaveCount(2);
  await shot(page, 'employees-directory');
  await choose(page, 'Status', 'Terminated');
  await expect(page.getByTestId('employee-row')).toHaveCount(1);
  await expect(page.getByTestId('employee-row')).toContainText('Owen');
  // The export takes the search and filters on screen, and downloads real files.
  const csvHref = (await page.getByTestId('export-csv').getAttribute('href'))!;
  expect(csvHref).toContain('status=terminated');
  const csv = await fetchInPage(page, csvHref);
  expect(csv.status).toBe(200);
  expect(csv.text).toContain(`Vale${tag},Owen`);
  expect(csv.text).not.toContain('Iris');
  const xlsx = await fetchInPage(page, (await page.getByTestId('export-xlsx').getAttribute('href'))!);
  expect(xlsx.status).toBe(200);
  expect(String.fromCharCode(...xlsx.head.slice(0, 2))).toBe('PK');
  await choose(page, 'Status', 'Any status');
  await choose(page, 'Group', g.name);
  await expect(page).toHaveURL(new RegExp(`group_id=${g.id}`));
  await page.getByTestId('employee-row').filter({ hasText: 'Iris' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/employees/${e1.id}`);
  await expect(page.getByTestId('employee-name')).toContainText('Iris');
  await api.dispose();
});

test('add an employee: validation of dependents and tiers, then the new person', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Newhire Nook ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/employees/new?group_id=${g.id}`);
  await expect(page.getByRole('combobox', { name: 'Group' })).toContainText(g.name);
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('enter the first name')).toBeVisible();
  await expect(page.getByText('enter the date of birth')).toBeVisible();
  await page.getByLabel('First name').first().fill('Gia');
  await page.getByLabel('Last name').first().fill('Moreno');
  // A six-year-old.
  await page.getByLabel('Date of birth').first().fill(`${nextPlanYear() - 7}-01-01`);
  await page.getByLabel('SSN').first().fill('123456789');
  await expect(page.getByLabel('SSN').first()).toHaveValue('123-45-6789');
  await choose(page, 'Medical', /^EF/);
  // A spouse, a partner and a 30-year-old child: three problems.
  await page.getByRole('button', { name: 'Add dependent' }).click();
  await page.getByRole('button', { name: 'Add dependent' }).click();
  await page.getByRole('button', { name: 'Add dependent' }).click();
  const deps = page.getByTestId('dependent-editor');
  // New dependents come as a spouse first, then children.
  await expect(deps.nth(0).getByRole('combobox', { name: 'Relationship' })).toHaveText('Spouse');
  await deps.nth(0).getByLabel('First name').fill('Luis');
  await deps.nth(0).getByLabel('Date of birth').fill('1986-05-05');
  await deps.nth(1).getByLabel('First name').fill('Alex');
  await deps.nth(1).getByLabel('Date of birth').fill('1987-05-05');
  await deps.nth(1).getByRole('combobox', { name: 'Relationship' }).click();
  await page.getByRole('option', { name: 'Domestic partner' }).click();
  await deps.nth(2).getByLabel('First name').fill('Tess');
  await deps.nth(2).getByLabel('Date of birth').fill('1995-03-03');
  await expect(deps.nth(2).getByRole('combobox', { name: 'Relationship' })).toHaveText('Child');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page.getByText('an employee is between 14 and 100 years old')).toBeVisible();
  await expect(page.getByText('an employee has at most one spouse or partner')).toBeVisible();
  await expect(page.getByText('children are covered until 26, unless disabled')).toBeVisible();
  await shot(page, 'employee-new-errors');
  // Fix them: a plausible DOB, no partner, the child is disabled.
  await page.getByLabel('Date of birth').first().fill('1984-08-08');
  await page.getByRole('button', { name: 'Remove dependent 2' }).click();
  await page.getByTestId('dependent-editor').nth(1).getByLabel('Disabled (covered past 26)').check();
  await page.getByLabel('Home ZIP').fill('80205');
  await expect(page.getByTestId('zip-lookup')).toContainText('Denver');
  await page.getByLabel('Hire date').fill('2020-02-03');
  await page.getByLabel('Annual salary').fill('64,000');
  await page.getByRole('button', { name: 'Add employee' }).click();
  await expect(page).toHaveURL(/\/dashboard\/employees\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('employee-name')).toContainText('Gia Moreno');
  await expect(page.getByTestId('dependent-row')).toHaveCount(2);
  await expect(page.getByTestId('coverage')).toContainText('EF');
  await expect(page.getByTestId('ssn')).toHaveText('***-**-6789');
  await api.dispose();
});

test('an employee: masked SSN with an audited reveal, dependents, documents and history', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Reveal Ridge ${uid()}` });
  const e = await createEmployee(api, g.id, {
    first_name: 'Nia',
    ssn: '219-09-9999',
    medical_tier: 'ES',
    dependents: [{ first_name: 'Theo', last_name: 'Rivera', dob: '1984-01-01', relationship: 'spouse', ssn: '078-05-1120', disabled: false, tobacco: false }],
  });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/employees/${e.id}`);
  await expect(page.getByTestId('ssn')).toHaveText('***-**-9999');
  await page.getByTestId('demographics').getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByTestId('ssn')).toHaveText('219-09-9999');
  await page.getByTestId('dependents').getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByTestId('dependent-ssn')).toHaveText('078-05-1120');
  await expect(page.getByTestId('dependent-row')).toContainText('Spouse');
  await expect(page.getByTestId('employee-documents')).toBeVisible();
  // The reveal is in the change history.
  await page.reload();
  await expect(page.getByTestId('history')).toContainText(/SSN/i);
  await shot(page, 'employee-detail');
  await api.dispose();
});

test('a broker without the reveal permission sees no Reveal button', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Masked Mesa ${uid()}` });
  const e = await createEmployee(api, g.id, { ssn: '219-09-9998' });
  await signIn(page, DEMO.broker);
  const me = JSON.parse((await fetchInPage(page, '/api/me')).text);
  const mayReveal = me.permissions.some((p: { resource: string; action: string }) => p.resource === 'employees' && p.action === 'reveal_ssn');
  await page.goto(`${SUMMIT}/dashboard/employees/${e.id}`);
  await expect(page.getByTestId('ssn')).toHaveText('***-**-9998');
  await expect(page.getByTestId('demographics').getByRole('button', { name: 'Reveal' })).toHaveCount(mayReveal ? 1 : 0);
  await api.dispose();
});

test('edit an employee and dependents; terminate from the roster', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Roster Reef ${uid()}` });
  const e = await createEmployee(api, g.id, {
    first_name: 'Cora',
    ssn: '219-09-9997',
    medical_tier: 'ES',
    dependents: [{ first_name: 'Dan', last_name: 'Rivera', dob: '1983-03-03', relationship: 'spouse', disabled: false, tobacco: false }],
  });
  const other = await createEmployee(api, g.id, { first_name: 'Zed' });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/employees/${e.id}/edit`);
  await expect(page.getByLabel('First name').first()).toHaveValue('Cora');
  await expect(page.getByLabel('SSN').first()).toHaveAttribute('placeholder', '***-**-9997');
  // A child makes ES inconsistent with EF? No: ES stays valid; switching to EC without a child is not.
  await choose(page, 'Medical', /^EC/);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/this tier does not match the dependents/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add dependent' }).click();
  const child = page.getByTestId('dependent-editor').nth(1);
  await child.getByLabel('First name').fill('Ivy');
  await child.getByLabel('Date of birth').fill('2016-06-06');
  await choose(page, 'Medical', /^EF/);
  await page.getByLabel('Email').fill('cora@reef.example');
  await shot(page, 'employee-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/employees/${e.id}`);
  await expect(page.getByTestId('dependent-row')).toHaveCount(2);
  await expect(page.getByTestId('ssn')).toHaveText('***-**-9997'); // kept
  await expect(page.getByTestId('history')).toContainText('email');
  // The roster: search, then terminate someone.
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/employees`);
  await expect(page.getByTestId('employee-row')).toHaveCount(2);
  await expect(page.getByTestId('employee-row').filter({ hasText: 'Cora' })).toContainText('EF');
  await shot(page, 'group-employees');
  await page.getByRole('button', { name: `Terminate Zed ${other.last_name}` }).click();
  await page.getByLabel('Reason').fill('Resigned');
  await page.getByRole('button', { name: 'Terminate', exact: true }).click();
  await expect(page.getByTestId('employee-row').filter({ hasText: 'Zed' })).toContainText('Terminated');
  await page.getByLabel('Search').fill('Cora');
  await expect(page.getByTestId('employee-row')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Import employees' })).toHaveAttribute('href', `/dashboard/groups/${g.id}/employees/import`);
  await api.dispose();
});
