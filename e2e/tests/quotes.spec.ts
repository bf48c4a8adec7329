import { expect, test, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { choose, createGroup, demoGroup, jan1, longDate, nextPlanYear, summitApi, uid } from '../book';

/** The id of a demo group, found through the API by name. */
async function groupId(api: APIRequestContext, name: string): Promise<string> {
  return (await demoGroup(api, name)).id;
}

/** A quote made through the API (for the screens that do not test the wizard). */
async function apiQuote(api: APIRequestContext, gid: string, name: string, effective: string, area: string, count = 3): Promise<{ id: string; plans: string[] }> {
  const plans = await api.get('/api/catalogue/plans', { params: { line: 'medical', rating_area: area, effective_date: effective, per_page: count, sort: 'base_rate' } });
  expect(plans.status(), await plans.text()).toBe(200);
  const ids: string[] = (await plans.json()).data.map((p: { id: string }) => p.id);
  const res = await api.post(`/api/groups/${gid}/quotes`, {
    data: { name, effective_date: effective, lines: ['medical'], plan_ids: ids, contribution: [{ kind: 'percent', employee_pct: '75', dependents_pct: '50' }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: (await res.json()).id, plans: ids };
}

/** Clicks a download link and returns the downloaded bytes and file name. */
async function downloadOf(page: Page, link: Locator): Promise<{ bytes: Buffer; name: string }> {
  const [dl]: [Download, void] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await dl.path();
  return { bytes: readFileSync(path), name: dl.suggestedFilename() };
}

/** The files of a zip (XLSX) archive, read from its central directory; deflated entries inflated. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  expect(eocd, 'end of the zip central directory').toBeGreaterThanOrEqual(0);
  const entries = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  for (let i = 0; i < entries; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50);
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    out.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

test('quotes: the wizard rates Acme Robotics, then plans, breakdown, status, re-rate, proposals and market analysis', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await summitApi();
  const acme = await demoGroup(api, 'Acme Robotics');
  const gid = acme.id;
  const renewal = acme.renewal_date;
  expect(renewal, 'the demo renews on the first of a month').toMatch(/^\d{4}-\d{2}-01$/);
  const name = `Acme renewal ${uid()}`;
  await signIn(page, DEMO.owner);

  // The list, then the wizard.
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/quote`);
  await expect(page.getByRole('navigation', { name: 'Group screens' }).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('new-quote').click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups/${gid}/quote/new`);
  const wizard = page.getByTestId('quote-wizard');
  await expect(wizard).toHaveAttribute('data-step', '0');
  // Step 1: the defaults come from the group (renewal date, pay frequency, rating area from its ZIP).
  await expect(page.getByLabel('Effective date')).toHaveValue(renewal);
  await expect(page.getByRole('combobox', { name: 'Pay frequency' })).toHaveText('Bi-weekly (26)');
  await expect(page.getByTestId('rating-area')).toContainText('CO-01');
  await expect(page.getByTestId('rating-area')).toContainText('80301');
  await page.getByLabel('Name (optional)').fill(name);
  await choose(page, 'Census', /^Census v1 ·/);
  await page.getByRole('checkbox', { name: 'Dental' }).check();
  await shot(page, 'quote-new-setup');
  await page.getByTestId('wizard-next').click();

  // Step 2: plans from the catalogue rated in CO-01; filter, select a page, add one by one.
  await expect(wizard).toHaveAttribute('data-step', '1');
  await expect(page.getByTestId('catalogue-plan-row').first()).toBeVisible();
  await expect(page.getByTestId('plans-total')).toContainText('rated in CO-01');
  // Next without a plan: refused with the reason.
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('plan-ids-error')).toContainText('choose at least one plan');
  await page.getByRole('combobox', { name: 'Metal level' }).click();
  await page.getByRole('option', { name: 'Gold' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('plans-total')).toContainText('8 plans');
  await expect(page.getByTestId('catalogue-plan-row')).toHaveCount(8);
  await page.getByRole('checkbox', { name: 'Select every plan on this page' }).check();
  await expect(page.getByTestId('selected-count')).toHaveText('8 of 50 plans selected');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('combobox', { name: 'HSA' }).click();
  await page.getByRole('option', { name: 'HSA-eligible' }).click();
  const hsaRow = page.getByTestId('catalogue-plan-row').first();
  await expect(hsaRow.getByText('HSA', { exact: true })).toBeVisible();
  const hsaPlan = (await hsaRow.getAttribute('data-plan-id'))!;
  await hsaRow.getByRole('checkbox').check();
  await expect(page.getByTestId('selected-count')).toHaveText('9 of 50 plans selected');
  // Sorting by the rate at 21 (ascending by default; a click turns it around).
  await page.getByRole('button', { name: 'Rate at 21' }).click();
  await expect(page.getByRole('columnheader', { name: 'Rate at 21' })).toHaveAttribute('aria-sort', 'descending');
  // A dental plan.
  await page.getByRole('group', { name: 'Line of coverage' }).getByRole('button', { name: /^Dental/ }).click();
  const dental = page.getByTestId('catalogue-plan-row').filter({ hasText: 'Front Range Essential' });
  await dental.getByRole('checkbox').check();
  await expect(page.getByTestId('selected-count')).toHaveText('10 of 50 plans selected');
  await expect(page.getByTestId('selected-plan-chip')).toHaveCount(10);
  await shot(page, 'quote-new-plans');
  await page.getByTestId('wizard-next').click();

  // Step 3: the default rule (75 % / 50 %) and one for part-timers.
  await expect(wizard).toHaveAttribute('data-step', '2');
  await expect(page.getByTestId('contribution-rule')).toHaveCount(1);
  await expect(page.locator('input[name="rule-0-employee_pct"]')).toHaveValue('75');
  await expect(page.locator('input[name="rule-0-dependents_pct"]')).toHaveValue('50');
  await page.getByTestId('add-class-rule').click();
  await expect(page.getByTestId('contribution-rule')).toHaveCount(2);
  await page.getByRole('combobox', { name: 'Employee class' }).nth(1).click();
  await page.getByRole('option', { name: 'Part-time' }).click();
  await page.locator('input[name="rule-1-employee_pct"]').fill('50');
  await page.locator('input[name="rule-1-dependents_pct"]').fill('0');
  await expect(page.getByTestId('contribution-rule').nth(1)).toContainText('Every line · Part-time: 50% of the employee’s premium, 0% of dependents’');
  // A percentage over 100 is caught before sending.
  await page.locator('input[name="rule-1-dependents_pct"]').fill('120');
  await page.getByTestId('wizard-next').click();
  await expect(wizard).toHaveAttribute('data-step', '2');
  await expect(page.getByTestId('contribution-rule').nth(1)).toContainText('a percentage from 0 to 100');
  await page.locator('input[name="rule-1-dependents_pct"]').fill('0');
  await shot(page, 'quote-new-contribution');
  await page.getByTestId('wizard-next').click();

  // Step 4: review and rate.
  await expect(wizard).toHaveAttribute('data-step', '3');
  await expect(page.getByTestId('review-plan')).toHaveCount(10);
  await expect(page.getByTestId('quote-review')).toContainText('Census v1');
  await shot(page, 'quote-new-review');
  await page.getByTestId('rate-quote').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/groups/${gid}/quote/[0-9a-f-]{36}$`), { timeout: 20_000 });
  const quoteId = page.url().split('/').pop()!;

  // The rated quote.
  const quote = page.getByTestId('quote');
  await expect(page.getByTestId('quote-name')).toHaveText(name);
  await expect(quote).toHaveAttribute('data-status', 'draft');
  await expect(page.getByTestId('quote-area')).toContainText('CO-01');
  await expect(page.getByTestId('quote-employees')).toHaveText('86');
  await expect(page.getByTestId('quote-effective')).toHaveText(longDate(renewal));
  // Medical first; every line on a click.
  await expect(page.getByTestId('quote-plan-row')).toHaveCount(9);
  await expect(page.getByTestId('breakdown-hint')).toBeVisible();
  await shot(page, 'quote-show');
  const lineGroup = page.getByRole('group', { name: 'Line of coverage' });
  await lineGroup.getByRole('button', { name: 'All (10)' }).click();
  await expect(page.getByTestId('quote-plan-row')).toHaveCount(10);
  await lineGroup.getByRole('button', { name: 'Medical (9)' }).click();
  await expect(page.getByTestId('quote-plan-row')).toHaveCount(9);
  // Sort the plans by monthly premium, highest first.
  await page.getByTestId('quote-plans').getByRole('button', { name: 'Monthly', exact: true }).click();
  const monthly = async () => (await page.getByTestId('plan-monthly').allInnerTexts()).map((t) => Number(t.replace(/[$,]/g, '')));
  const desc = await monthly();
  expect(desc).toEqual([...desc].sort((a, b) => b - a));

  // The per-employee breakdown of the HSA plan, a family, the tier totals.
  await page.locator(`[data-testid="quote-plan-row"][data-plan-id="${hsaPlan}"]`).click();
  await expect(page).toHaveURL(new RegExp(`plan=${hsaPlan}`));
  const breakdown = page.getByTestId('plan-breakdown');
  await expect(breakdown.getByTestId('breakdown-total')).toHaveText('86 employees');
  await expect(breakdown.getByTestId('breakdown-row')).toHaveCount(25);
  await expect(breakdown.getByTestId('tier-row').first()).toBeVisible();
  const family = breakdown.locator('[data-testid="breakdown-row"]:not([data-tier="EE"]):not([data-tier="W"])').first();
  await family.getByTestId('expand-family').click();
  const members = breakdown.getByTestId('family-member');
  await expect(members.first()).toBeVisible();
  expect(await members.count()).toBeGreaterThan(1);
  await expect(members.first()).toContainText('Employee');
  await expect(members.first()).toContainText('$');
  // Search the breakdown by name.
  const who = (await family.locator('td').nth(1).innerText()).trim();
  await breakdown.getByLabel('Search employees').fill(who);
  await expect(breakdown.getByTestId('breakdown-total')).toHaveText(/^[1-9] employees?$/);
  await expect(breakdown.getByTestId('breakdown-row').filter({ hasText: who })).toBeVisible();
  await shot(page, 'quote-breakdown');

  // Presented, then re-rated with the latest census (v2: one more employee), then accepted.
  await page.getByTestId('status-presented').click();
  await expect(quote).toHaveAttribute('data-status', 'presented');
  await expect(page.getByTestId('delete-quote')).toHaveCount(0);
  await page.getByTestId('rerate').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Also take the group’s latest committed census').check();
  await dialog.getByRole('button', { name: 'Re-rate' }).click();
  const result = page.getByTestId('rerate-result');
  await expect(result).toContainText('plans changed', { timeout: 20_000 });
  await expect(result.getByTestId('rerate-change')).toHaveCount(10);
  expect(await result.locator('[data-direction="up"], [data-direction="down"]').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('quote-employees')).toHaveText('87');
  await expect(page.getByTestId('rerate-history').getByTestId('rerate-entry')).toHaveCount(1);
  await shot(page, 'quote-rerated');
  await page.getByTestId('rerate-history').getByTestId('rerate-entry').getByRole('button').click();
  await expect(page.getByTestId('rerate-history-diff')).toBeVisible();

  await page.getByTestId('status-accepted').click();
  await expect(quote).toHaveAttribute('data-status', 'accepted');
  const hint = page.getByTestId('accepted-hint');
  await expect(hint).toBeVisible();
  await expect(hint.getByRole('link', { name: 'Open plan design' })).toHaveAttribute('href', `/dashboard/groups/${gid}/plan-design`);
  await expect(page.getByTestId('rerate')).toBeDisabled();
  await expect(page.getByTestId('status-presented')).toBeVisible();
  await shot(page, 'quote-accepted');

  // The server refuses a move the screen does not offer (accepted → declined), with a reason.
  const refused = await api.post(`/api/quotes/${quoteId}/status`, { data: { status: 'declined' } });
  expect(refused.status()).toBe(409);

  // The proposals: XLSX (a zip with the sheets Plans, Employees, Families) and the branded PDF.
  const xlsx = await downloadOf(page, page.getByTestId('proposal-xlsx'));
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const files = unzip(xlsx.bytes);
  expect([...files.keys()]).toContain('xl/worksheets/sheet3.xml');
  const workbook = files.get('xl/workbook.xml')!.toString('utf8');
  for (const sheet of ['Plans', 'Employees', 'Families']) expect(workbook).toContain(`name="${sheet}"`);
  const strings = (files.get('xl/sharedStrings.xml') ?? Buffer.alloc(0)).toString('utf8') + files.get('xl/worksheets/sheet1.xml')!.toString('utf8');
  expect(strings).toContain('Front Range Essential');
  const pdf = await downloadOf(page, page.getByTestId('proposal-pdf'));
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.bytes.toString('latin1')).toContain('Acme Robotics');
  expect(pdf.name).toMatch(/\.pdf$/);

  // The list: the new quote, accepted, filterable by status.
  await page.getByRole('navigation', { name: 'Group screens' }).getByRole('link', { name: 'Quotes' }).click();
  const row = page.getByTestId('quote-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('quote-status')).toHaveText('Accepted');
  await expect(row.getByTestId('quote-plan-count')).toHaveText('10');
  await expect(row).toContainText('Census v2');
  await page.getByTestId('status-filter').getByRole('button', { name: 'Draft' }).click();
  await expect(row).toHaveCount(0);
  await page.getByTestId('status-filter').getByRole('button', { name: 'Accepted' }).click();
  await expect(row).toBeVisible();
  await page.getByTestId('status-filter').getByRole('button', { name: 'All' }).click();
  await shot(page, 'quotes-list');

  // Market analysis: every quoted plan side by side, the charts, filters, sorting, CSV.
  await page.getByTestId('market-analysis-link').click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups/${gid}/quote/market-analysis`);
  const table = page.getByTestId('market-table');
  await expect(table.locator(`[data-testid="market-row"][data-plan-id="${hsaPlan}"]`)).toBeVisible();
  const medicalRows = await table.getByTestId('market-row').count();
  expect(medicalRows).toBeGreaterThanOrEqual(9);
  const chart = page.getByTestId('premium-chart');
  await expect(chart).toHaveAttribute('role', 'img');
  await expect(chart.locator('title').first()).toHaveText('Monthly premium per plan, by carrier');
  await expect(chart.getByTestId('chart-bar')).toHaveCount(medicalRows);
  await expect(chart.getByTestId('current-line')).toBeVisible();
  await expect(page.getByTestId('scatter-chart').getByTestId('scatter-dot')).toHaveCount(medicalRows);
  const group = await (await api.get(`/api/groups/${gid}`)).json();
  await expect(page.getByTestId('market-current')).toContainText(`$${Math.round(group.current_premium_cents / 100).toLocaleString('en-US')}`);
  // Cheaper than today in green, dearer in red.
  const change = table.getByTestId('market-change').first();
  await expect(change.locator('[data-direction]')).toHaveAttribute('data-direction', /up|down|flat/);
  await shot(page, 'market-analysis');
  // Sort by deductible, then filter by a carrier.
  await table.getByRole('button', { name: 'Deductible' }).click();
  await expect(table.getByRole('columnheader', { name: 'Deductible' })).toHaveAttribute('aria-sort', 'ascending');
  await choose(page, 'Carrier', 'Pioneer Benefit Life');
  await expect(page.getByTestId('market-count')).toContainText(/^\d+ of \d+ medical plans$/);
  for (const r of await table.getByTestId('market-row').all()) await expect(r).toContainText('Pioneer Benefit Life');
  await expect(chart.getByTestId('chart-carrier')).toHaveCount(1);
  // The CSV export of what is shown.
  const csv = await downloadOf(page, page.getByTestId('export-csv'));
  const text = csv.bytes.toString('utf8').replace(/^\ufeff/, '');
  expect(text.split('\r\n')[0]).toMatch(/^Plan,Plan ID,Carrier,Line,Metal,Network,HSA,Monthly premium/);
  expect(text).toContain('Pioneer Gold HMO 1K');
  expect(text).not.toContain('Front Range Gold HMO 1K');
  expect(csv.name).toMatch(/^market-analysis-acme-robotics-medical\.csv$/);
  // Dental.
  await page.getByTestId('market-line').getByRole('button', { name: 'Dental' }).click();
  await expect(page.getByTestId('market-table').getByTestId('market-row').filter({ hasText: 'Front Range Essential' })).toBeVisible();
  await shot(page, 'market-analysis-dental');
  await api.dispose();
});

test('quotes: API field errors go back to their step; a draft can be deleted', async ({ page }) => {
  test.setTimeout(90_000);
  const api = await summitApi();
  const { id: gid, renewal_date: renewal } = await demoGroup(api, 'Acme Robotics');
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/quote/new`);
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('catalogue-plan-row').first().getByRole('checkbox').check();
  await page.getByTestId('wizard-next').click();
  await page.getByTestId('wizard-next').click();
  // Back to the first step: an effective date the server refuses (more than two years ahead).
  await page.getByTestId('step-0').click();
  await page.getByLabel('Effective date').fill(jan1(nextPlanYear() + 3));
  await page.getByTestId('step-3').click();
  await expect(page.getByTestId('quote-wizard')).toHaveAttribute('data-step', '3');
  await page.getByTestId('rate-quote').click();
  await expect(page.getByTestId('quote-wizard')).toHaveAttribute('data-step', '0');
  await expect(page.getByTestId('form-error')).toBeVisible();
  await expect(page.getByText('an effective date within a year back and two years ahead')).toBeVisible();
  await shot(page, 'quote-new-error');

  // A move the server refuses (someone presented the quote meanwhile): its reason is shown, the status refreshed.
  const stale = await apiQuote(api, gid, `Stale ${uid()}`, renewal, 'CO-01', 2);
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/quote/${stale.id}`);
  await expect(page.getByTestId('quote')).toHaveAttribute('data-status', 'draft');
  expect((await api.post(`/api/quotes/${stale.id}/status`, { data: { status: 'presented' } })).status()).toBe(200);
  await page.getByTestId('status-presented').click();
  await expect(page.getByTestId('status-error')).toContainText('a presented quote cannot become presented');
  await expect(page.getByTestId('quote')).toHaveAttribute('data-status', 'presented');
  await shot(page, 'quote-status-refused');

  // A draft made through the API, deleted from its page.
  const q = await apiQuote(api, gid, `Throwaway ${uid()}`, renewal, 'CO-01');
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/quote/${q.id}`);
  await expect(page.getByTestId('quote')).toHaveAttribute('data-status', 'draft');
  await page.getByTestId('delete-quote').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete quote' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups/${gid}/quote`);
  expect((await api.get(`/api/quotes/${q.id}`)).status()).toBe(404);
  // An unknown quote: a designed "not found".
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/quote/${q.id}`);
  await expect(page.getByTestId('load-error')).toContainText('was not found');
  await api.dispose();
});

test('quotes: a group without quotes has designed empty states', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Quoteless ${uid()}` });
  await signIn(page, DEMO.admin);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/quote`);
  await expect(page.getByTestId('empty-state')).toContainText('No quotes for this group yet');
  await expect(page.getByTestId('empty-state')).toContainText('Import a census first');
  await shot(page, 'quotes-list-empty');
  await page.getByTestId('market-analysis-link').click();
  await expect(page.getByTestId('market-empty')).toContainText('Nothing quoted yet');
  await expect(page.getByTestId('market-empty').getByRole('link', { name: 'New quote' })).toHaveAttribute('href', `/dashboard/groups/${g.id}/quote/new`);
  await shot(page, 'market-analysis-empty');
  await api.dispose();
});

test('quotes: an employer admin sees their group’s screens, not the broker’s carrier comparisons', async ({ page }) => {
  const api = await summitApi();
  const gid = await groupId(api, 'Brightpath Dental Partners');
  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/overview`);
  const tabs = page.getByRole('navigation', { name: 'Group screens' });
  await expect(tabs.getByRole('link', { name: 'Plan design' })).toBeVisible();
  for (const name of ['Quotes', 'Market analysis', 'Settings', 'Edit']) await expect(tabs.getByRole('link', { name, exact: true })).toHaveCount(0);
  // Read-only screens look read-only: no Edit or Manage on the overview.
  await expect(page.getByRole('main').getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('overview-contacts').getByRole('link', { name: 'View all' })).toBeVisible();
  await shot(page, 'group-tabs-employer-admin');
  for (const path of ['quote', 'quote/market-analysis']) {
    await page.goto(`${SUMMIT}/dashboard/groups/${gid}/${path}`);
    await expect(page.getByText("You don't have access to this page")).toBeVisible();
    await expect(page.getByTestId('quote-row')).toHaveCount(0);
    await expect(page.getByTestId('market-row')).toHaveCount(0);
  }
  await api.dispose();
});

test('quotes: an agency plan is marked in the picker, on the quote and in the market analysis; a buy-up names its line', async ({ page }) => {
  test.setTimeout(120_000);
  const api = await summitApi();
  const { id: gid, renewal_date: renewal } = await demoGroup(api, 'Acme Robotics');
  const year = renewal.slice(0, 4);
  // A plan of the agency's own (Rocky Mountain Health's issuer id), with rates in Acme's area CO-01.
  const carriers = await (await api.get('/api/catalogue/carriers')).json();
  const rocky = carriers.find((c: { hios_issuer_id: string }) => c.hios_issuer_id === '71234');
  const planId = `71234CO${String(Date.now()).slice(-7)}`;
  const planName = `Acme Level-Funded Gold ${planId.slice(-4)}`;
  const made = await api.post('/api/agency-plans', {
    data: { id: planId, carrier_id: rocky.id, name: planName, line: 'medical', metal_level: 'gold', network_type: 'PPO', state: 'CO', deductible_individual_cents: 200_000, deductible_family_cents: 400_000, oop_max_individual_cents: 600_000, oop_max_family_cents: 1_200_000, coinsurance_pct: 20 },
  });
  expect(made.status(), await made.text()).toBe(201);
  const bands = ['0-14', ...Array.from({ length: 49 }, (_, i) => String(15 + i)), '64 and over'];
  const csv = ['PlanId,RatingAreaId,StateCode,Tobacco,Age,IndividualRate,IndividualTobaccoRate', ...bands.map((a, i) => `${planId},Rating Area 1,CO,Tobacco User/Non-Tobacco User,${a},${(650 + i * 9).toFixed(2)},${(700 + i * 9).toFixed(2)}`)].join('\n');
  const rates = await api.post('/api/agency-plans/rates/import', {
    multipart: { file: { name: 'rates.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) }, effective_from: `${year}-01-01`, effective_to: `${year}-12-31` },
  });
  expect(rates.status(), await rates.text()).toBeLessThan(300);

  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/quote/new`);
  await page.getByTestId('wizard-next').click();
  // The picker lists it with the catalogue's plans, marked.
  await page.getByLabel('Search plans').fill('Level-Funded');
  const own = page.locator(`[data-testid="catalogue-plan-row"][data-plan-id="${planId}"]`);
  await expect(own.getByTestId('agency-plan')).toHaveText('Agency plan');
  await own.getByRole('checkbox').check();
  await shot(page, 'quote-new-agency-plan');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const other = page.locator('[data-testid="catalogue-plan-row"]:not([data-plan-id^="71234CO"])').first();
  await expect(other.getByTestId('agency-plan')).toHaveCount(0);
  await other.getByRole('checkbox').check();
  await page.getByTestId('wizard-next').click();

  // A buy-up from the agency plan: the rule takes a line (no "every line" for it) and the base plan.
  const rule = page.getByTestId('contribution-rule').first();
  await rule.getByRole('combobox', { name: 'Strategy' }).click();
  await page.getByRole('option', { name: 'Percent of a base plan (buy-up)' }).click();
  await expect(rule.getByRole('combobox', { name: 'Line' })).toHaveText('Medical');
  await rule.getByRole('combobox', { name: 'Line' }).click();
  await expect(page.getByRole('option', { name: 'Every line' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await rule.getByRole('combobox', { name: 'Base plan' }).click();
  await page.getByRole('option', { name: planName }).click();
  await expect(rule).toContainText(`Medical · every class: 75% / 50% of ${planName}`);
  await shot(page, 'quote-new-buy-up');
  await page.getByTestId('wizard-next').click();
  await expect(page.getByTestId('review-plan').filter({ hasText: planName }).getByTestId('agency-plan')).toBeVisible();
  await page.getByTestId('rate-quote').click();
  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const quoteId = page.url().split('/').pop()!;
  await expect(page.locator(`[data-testid="quote-plan-row"][data-plan-id="${planId}"]`).getByTestId('agency-plan')).toBeVisible();
  await expect(page.getByTestId('agency-plan')).toHaveCount(1);
  await shot(page, 'quote-show-agency-plan');
  const quote = await (await api.get(`/api/quotes/${quoteId}`)).json();
  expect(quote.contribution[0]).toMatchObject({ kind: 'base_plan', line: 'medical', base_plan_id: planId });

  // The market analysis marks it too.
  await page.goto(`${SUMMIT}/dashboard/groups/${gid}/quote/market-analysis`);
  await expect(page.locator(`[data-testid="market-row"][data-plan-id="${planId}"]`).first().getByTestId('agency-plan')).toBeVisible();

  // Without its line the API refuses a buy-up, on the line field.
  const refused = await api.post(`/api/groups/${gid}/quotes`, {
    data: { effective_date: renewal, lines: ['medical'], plan_ids: [planId], contribution: [{ kind: 'base_plan', base_plan_id: planId, employee_pct: '75', dependents_pct: '50' }] },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain('contribution[0].line');
  await api.dispose();
});

test('quotes: a group in Atlanta is told up front the catalogue has no Georgia plans; fixing its ZIP keeps the wizard’s draft', async ({ page }) => {
  const api = await summitApi();
  const year = nextPlanYear();
  const g = await createGroup(api, { name: `Peachtree Dental ${uid()}`, zip: '30301', effective_date: jan1(year), renewal_date: jan1(year + 1) });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/quote/new`);
  const wizard = page.getByTestId('quote-wizard');
  await expect(wizard).toHaveAttribute('data-step', '0');
  // A new prospect quotes its first plan year, not the renewal a year later.
  await expect(page.getByLabel('Effective date')).toHaveValue(jan1(year));
  await expect(page.getByTestId('rating-area')).toContainText('GA-03');
  await expect(page.getByTestId('rating-area')).toContainText('Atlanta, GA 30301 · Fulton County');
  const notice = page.getByTestId('no-plans-in-state');
  await expect(notice).toContainText('No plans in the catalogue for GA yet');
  await expect(page.getByTestId('import-agency-rates')).toHaveAttribute('href', '/admin/#/agency-rates-import');
  await shot(page, 'quote-new-no-plans-in-state');
  await page.getByLabel('Name (optional)').fill('Moved to Denver');
  await page.getByRole('checkbox', { name: 'Vision' }).check();

  // The group actually sits in Denver: a ZIP that is no ZIP is refused, a real one shows where it is.
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/edit`);
  await page.getByLabel('ZIP code').fill('00000');
  await expect(page.getByTestId('zip-lookup')).toHaveText('This is not a US ZIP code; check it');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('zip-lookup')).toHaveText('00000 is not a US ZIP code: check the number');
  await page.getByLabel('ZIP code').fill('80202');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('saved')).toBeVisible();
  await expect(page.getByTestId('zip-lookup')).toHaveText('Denver, CO · Denver County · rating area CO-03');

  // Back in the wizard: what was typed is still there, and Colorado has plans.
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/quote/new`);
  await expect(page.getByLabel('Name (optional)')).toHaveValue('Moved to Denver');
  // Opened from the wizard, the group's edit page leads back to it once saved.
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/edit?from=quote`);
  await page.getByLabel('Current carrier').fill('Peach State Health');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByTestId('saved').getByRole('link', { name: 'Back to the new quote' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups/${g.id}/quote/new`);
  await expect(page.getByLabel('Name (optional)')).toHaveValue('Moved to Denver');
  await expect(page.getByRole('checkbox', { name: 'Vision' })).toBeChecked();
  await expect(page.getByTestId('rating-area')).toContainText('CO-03');
  await expect(page.getByTestId('no-plans-in-state')).toHaveCount(0);
  await page.getByTestId('quote-start-over').click();
  await expect(page.getByLabel('Name (optional)')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Vision' })).not.toBeChecked();
  await api.dispose();
});
