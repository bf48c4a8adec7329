import { expect, test } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { choose, createEmployee, createGroup, daysFromNow, fetchInPage, jan1, longDate, nextPlanYear, summitApi, uid } from '../book';

test('the dashboard shows groups per stage, renewals due and quick actions', async ({ page }) => {
  const api = await summitApi();
  const soon = daysFromNow(40);
  const started = daysFromNow(-300);
  const g = await createGroup(api, { name: `Renewing Soon ${uid()}`, stage: 'quoting', effective_date: started, renewal_date: soon });
  await signIn(page, DEMO.owner);
  await expect(page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Groups' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Employees' })).toBeVisible();
  const stages = page.getByTestId('stages');
  await expect(stages.getByTestId('stage-quoting')).toBeVisible();
  await expect(page.getByTestId('renewals').getByText(g.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import a census' })).toBeVisible();
  await shot(page, 'dashboard-book');
  // A stage opens the list filtered by it.
  await stages.getByTestId('stage-quoting').click();
  await expect(page).toHaveURL(/\/dashboard\/groups\?stage=quoting/);
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveText('Quoting');
  await expect(page.getByTestId('group-row').filter({ hasText: g.name })).toBeVisible();
  await api.dispose();
});

test('groups list: search, filter, sort, page and export', async ({ page }) => {
  const api = await summitApi();
  const tag = uid();
  // Plan years from this year's March and July, renewing next year.
  const year = nextPlanYear();
  const a = await createGroup(api, { name: `Alpine Dental ${tag}`, stage: 'prospect', renewal_date: `${year}-03-01`, effective_date: `${year - 1}-03-01` });
  const b = await createGroup(api, { name: `Birch Clinic ${tag}`, stage: 'active', renewal_date: `${year}-07-01`, effective_date: `${year - 1}-07-01` });
  await createEmployee(api, b.id);
  await signIn(page, DEMO.owner);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups`);
  await expect(page.getByRole('heading', { name: 'Groups' })).toBeVisible();
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByTestId('group-row')).toHaveCount(2);
  await shot(page, 'groups-list');
  // Sorted by name; one click on the header reverses it: Birch first.
  await expect(page.getByTestId('group-row').first()).toContainText(a.name);
  await page.getByRole('button', { name: 'Group', exact: true }).click();
  await expect(page).toHaveURL(/order=desc/);
  await expect(page.getByTestId('group-row').first()).toContainText(b.name);
  // Filter by stage and by renewal month.
  await choose(page, 'Stage', 'Active');
  await expect(page.getByTestId('group-row')).toHaveCount(1);
  await expect(page.getByTestId('group-row')).toContainText(b.name);
  await expect(page).toHaveURL(/stage=active/);
  await choose(page, 'Stage', 'Any stage');
  await choose(page, 'Renewal month', 'March');
  await expect(page.getByTestId('group-row')).toHaveCount(1);
  await expect(page.getByTestId('group-row')).toContainText(a.name);
  // Nothing matches: the designed empty state.
  await page.getByLabel('Search').fill(`nothing-${tag}`);
  await expect(page.getByTestId('empty-state')).toContainText('No group matches these filters');
  await shot(page, 'groups-list-empty');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByLabel('Search')).toHaveValue('');
  // Paging: 10 a page.
  await choose(page, 'Rows per page', '10');
  await expect(page.getByTestId('pager-range')).toContainText('1–');
  // Export links carry the filters, and download real files.
  await page.getByLabel('Search').fill(tag);
  await expect(page.getByTestId('group-row')).toHaveCount(2);
  const csvHref = await page.getByTestId('export-csv').getAttribute('href');
  expect(csvHref).toContain(`q=${tag}`);
  const csv = await fetchInPage(page, csvHref!);
  expect(csv.status).toBe(200);
  const text = csv.text;
  expect(text).toContain(a.name);
  expect(text).toContain(b.name);
  const xlsx = await fetchInPage(page, (await page.getByTestId('export-xlsx').getAttribute('href'))!);
  expect(xlsx.status).toBe(200);
  expect(String.fromCharCode(...xlsx.head.slice(0, 2))).toBe('PK');
  // A row opens the group's hub.
  await page.getByTestId('group-row').filter({ hasText: b.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/groups/${b.id}$`));
  await expect(page.getByTestId('group-name')).toHaveText(b.name);
  await api.dispose();
});

test('quick add: name, ZIP with live lookup, effective date → the overview', async ({ page }) => {
  const name = `Quick Peak ${uid()}`;
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/add`);
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByText('enter the group name')).toBeVisible();
  await expect(page.getByText('enter the ZIP code')).toBeVisible();
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('ZIP code').fill('80202');
  await expect(page.getByTestId('zip-lookup')).toContainText('Denver, CO');
  await expect(page.getByTestId('zip-lookup')).toContainText('rating area CO-03');
  await page.getByLabel('Effective date').fill(daysFromNow(30));
  await shot(page, 'groups-quick-add');
  await page.getByRole('button', { name: 'Add group' }).click();
  await expect(page).toHaveURL(/\/dashboard\/groups\/[0-9a-f-]{36}\/overview$/);
  await expect(page.getByTestId('group-name')).toHaveText(name);
  await expect(page.getByTestId('stage-chip').first()).toHaveText('Prospect');
  await expect(page.getByTestId('group-overview')).toContainText('Denver');
  await shot(page, 'group-overview-new');
});

test('new-group wizard: company, contacts, coverage, then the census step', async ({ page }) => {
  const name = `Wizard Works ${uid()}`;
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/new`);
  await expect(page.getByRole('heading', { name: 'New group' })).toBeVisible();
  await page.getByLabel('Legal name').fill(name);
  await page.getByLabel('DBA (doing business as)').fill('Wizard');
  await page.getByLabel('EIN').fill('071234567');
  await expect(page.getByLabel('EIN')).toHaveValue('07-1234567');
  await page.getByLabel('ZIP code').fill('80203');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('this EIN prefix is never assigned by the IRS')).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Denver');
  await shot(page, 'groups-wizard-company');
  await page.getByLabel('EIN').fill('12-3456789');
  await page.getByLabel('SIC code').fill('8011');
  await page.getByLabel('Address', { exact: true }).fill('1600 Champa St');
  await page.getByLabel('Number of employees').fill('24');
  await page.getByRole('button', { name: 'Next' }).click();
  // Contacts
  const contact = page.getByTestId('contact-editor').first();
  await contact.getByLabel('Name').fill('Hana Ito');
  await contact.getByLabel('Email').fill('hana@wizard.example');
  await page.getByRole('button', { name: 'Add a contact' }).click();
  await page.getByTestId('contact-editor').nth(1).getByLabel('Name').fill('Omar Diaz');
  await shot(page, 'groups-wizard-contacts');
  await page.getByRole('button', { name: 'Next' }).click();
  // Coverage: a renewal before the effective date is refused.
  const year = nextPlanYear();
  await page.getByLabel('Effective date').fill(jan1(year));
  await page.getByLabel('Renewal date').fill(`${year - 1}-12-01`);
  await page.getByLabel('Current carrier').fill('Rocky Mountain Health');
  await page.getByLabel('Monthly premium').fill('18,450.00');
  await choose(page, 'Broker', 'Marcus Reyes');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText('the renewal date must come after the effective date')).toBeVisible();
  await page.getByLabel('Renewal date').fill(jan1(year + 1));
  await shot(page, 'groups-wizard-coverage');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByTestId('group-created')).toContainText(name);
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'upload');
  await shot(page, 'groups-wizard-census');
  await page.getByTestId('skip-census').click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(page.getByTestId('group-name')).toHaveText(name);
  await expect(page.getByTestId('overview-contacts')).toContainText('Hana Ito');
  await expect(page.getByTestId('group-overview')).toContainText('12-3456789');
  await expect(page.getByTestId('group-overview')).toContainText('$18,450.00');
  await expect(page.getByText('Marcus Reyes').first()).toBeVisible();
});

test('group hub and overview: header, navigation, stats and charts', async ({ page }) => {
  const api = await summitApi();
  // A plan year from this year's June, renewing next June.
  const renewal = `${nextPlanYear()}-06-01`;
  const g = await createGroup(api, { name: `Hub Harbor ${uid()}`, stage: 'quoting', effective_date: `${nextPlanYear() - 1}-06-01`, renewal_date: renewal, ein: '45-6789012' });
  await createEmployee(api, g.id, { medical_tier: 'EE', zip: '80202' });
  await createEmployee(api, g.id, {
    first_name: 'Lee',
    medical_tier: 'EF',
    dob: '1979-02-10',
    zip: '80203',
    dependents: [
      { first_name: 'Pat', last_name: 'Lee', dob: '1980-05-05', relationship: 'spouse', disabled: false, tobacco: false },
      { first_name: 'Kim', last_name: 'Lee', dob: '2014-09-09', relationship: 'child', disabled: false, tobacco: false },
    ],
  });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}`);
  await expect(page.getByTestId('group-name')).toHaveText(g.name);
  await expect(page.getByTestId('stage-chip').first()).toHaveText('Quoting');
  await expect(page.getByText(longDate(renewal))).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Group screens' });
  for (const label of ['Overview', 'Employees', 'Census', 'People', 'Settings', 'Edit']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
  await expect(page.getByTestId('stat-headcount')).toContainText('2');
  await expect(page.getByTestId('stat-dependents')).toContainText('2');
  await expect(page.getByTestId('chart-tier-mix')).toContainText('EF');
  await expect(page.getByTestId('chart-by-zip')).toContainText('80203');
  await expect(page.getByTestId('overview-activity')).toContainText('Added');
  await shot(page, 'group-hub');
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await shot(page, 'group-overview');
  await api.dispose();
});

test('edit a group: validation, server field errors and a version conflict', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Edit Elm ${uid()}`, effective_date: `${nextPlanYear() - 1}-06-01` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/edit`);
  await expect(page.getByLabel('Legal name')).toHaveValue(g.name);
  await page.getByLabel('ZIP code').fill('123');
  await page.getByLabel('EIN').fill('12-34');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('a ZIP code has 5 digits, as 80202')).toBeVisible();
  await expect(page.getByText('an EIN has 9 digits, as 12-3456789')).toBeVisible();
  await shot(page, 'group-edit-errors');
  await page.getByLabel('ZIP code').fill('80202');
  await page.getByLabel('EIN').fill('12-3456789');
  await page.getByLabel('DBA (doing business as)').fill('Elm & Co');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('saved')).toBeVisible();
  // Someone else saves meanwhile: this page's version is stale.
  const current = await (await api.get(`/api/groups/${g.id}`)).json();
  const res = await api.put(`/api/groups/${g.id}`, { data: { name: current.name, zip: current.zip, dba: 'Changed elsewhere', version: current.version } });
  expect(res.status()).toBe(200);
  await page.getByLabel('Current carrier').fill('Peak Health');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('conflict')).toBeVisible();
  await shot(page, 'group-edit-conflict');
  await page.getByTestId('conflict').getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('DBA (doing business as)')).toHaveValue('Changed elsewhere');
  await page.getByLabel('Current carrier').fill('Peak Health');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('saved')).toBeVisible();
  await api.dispose();
});

test('group settings: eligibility, classes, employer-admin invite, archive and reactivate', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Settings Spruce ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/settings`);
  await choose(page, 'Waiting period', 'First of the month after 60 days');
  await page.getByLabel('Minimum hours').fill('25');
  await choose(page, 'Pay frequency', 'Semi-monthly (24)');
  await page.getByLabel('New class').fill('Owners');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('classes')).toContainText('Owners');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('settings-saved')).toBeVisible();
  const saved = await (await api.get(`/api/groups/${g.id}`)).json();
  expect(saved).toMatchObject({ waiting_period: 'first_of_month_after_60', min_hours: 25, pay_frequency: 24 });
  expect(saved.employee_classes).toContain('Owners');
  // Invite an employer admin for this group.
  const email = `hr-${uid()}@spruce.example`;
  await page.getByLabel('Invite an employer admin').fill(email);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByTestId('invite-sent')).toContainText(email);
  await expect(page.getByTestId('settings-access')).toContainText(email);
  await shot(page, 'group-settings');
  // Archive, then reactivate.
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByLabel('Reason').fill('Went with another broker');
  await page.getByRole('button', { name: 'Archive group' }).click();
  await expect(page.getByText(/This group is archived/)).toBeVisible();
  await shot(page, 'group-settings-archived');
  await page.getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('button', { name: 'Reactivate group' }).click();
  await expect(page.getByText(/This group is archived/)).toHaveCount(0);
  await expect(page.getByTestId('settings-status')).toContainText('Currently active');
  await api.dispose();
});

test('group people: contacts CRUD and the account team', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `People Pine ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/people`);
  await expect(page.getByTestId('people-contacts')).toContainText('No contacts yet');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByLabel('Name').fill('Rosa Park');
  await page.getByLabel('Email').fill('rosa@pine.example');
  await page.getByLabel('Title').fill('HR Director');
  await page.getByRole('button', { name: 'Add contact' }).last().click();
  await expect(page.getByTestId('contact-row').filter({ hasText: 'Rosa Park' })).toBeVisible();
  // A decision maker.
  await page.getByRole('button', { name: 'Add contact' }).click();
  await choose(page, 'Role', 'Decision maker');
  await page.getByLabel('Name').fill('Ben Cole');
  await page.getByRole('button', { name: 'Add contact' }).last().click();
  await expect(page.getByRole('table', { name: 'Decision makers' })).toContainText('Ben Cole');
  // Edit and remove.
  await page.getByRole('button', { name: 'Edit Rosa Park' }).click();
  await page.getByLabel('Phone').fill('303-555-0100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('contact-row').filter({ hasText: 'Rosa Park' })).toContainText('303-555-0100');
  await page.getByRole('button', { name: 'Remove Ben Cole' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Ben Cole')).toHaveCount(0);
  // The team: a lead broker and an account manager.
  await page.getByRole('button', { name: 'Add to team' }).click();
  await choose(page, 'Person', /Marcus Reyes/);
  await page.getByTestId('team-add').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('team-row').filter({ hasText: 'Marcus Reyes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to team' }).click();
  await choose(page, 'Person', /Priya Natarajan/);
  await page.getByTestId('team-add').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByTestId('team-row')).toHaveCount(2);
  await shot(page, 'group-people');
  const team = await (await api.get(`/api/groups/${g.id}/team`)).json();
  expect(team.map((t: { role: string }) => t.role).sort()).toEqual(['account_manager', 'lead_broker']);
  // The lead broker is the group's broker.
  await expect(page.getByText('Marcus Reyes').first()).toBeVisible();
  await api.dispose();
});
