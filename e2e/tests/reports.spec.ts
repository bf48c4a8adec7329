import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { choose, daysFromNow, fetchInPage, summitApi } from '../book';

const HUB = `${SUMMIT}/2-future-features/reports`;
const BOOK = `${HUB}/enhanced`;
const ENROLLMENT = `${HUB}/enrollment`;

interface Schedule {
  version: number;
  rates: { carrier_id: string; carrier_name: string; line: string; rate_bps: number }[];
}

/** Downloads what the link points at, as a person clicking it would, and returns the file's name and text. */
async function download(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await page.getByTestId(testId).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

async function switchReports(api: APIRequestContext, enabled: boolean) {
  const res = await api.put('/api/previews/reports', { data: { enabled } });
  expect(res.status(), await res.text()).toBe(200);
}

test('reports: a broker opens the hub and the book of business, filters it by broker and date, and downloads a table', async ({ page }) => {
  await signIn(page, DEMO.broker);
  await page.goto(HUB);
  await expect(page.getByRole('heading', { level: 1, name: /Reports/ })).toContainText('Preview');
  await expect(page.getByTestId('hub-book').getByTestId('hub-figure')).toHaveCount(4);
  await expect(page.getByTestId('hub-enrollment').getByTestId('hub-figure')).toHaveCount(4);
  await expect(page.getByTestId('hub-book')).toContainText('Monthly premium');
  await shot(page, 'reports-hub');

  await page.getByTestId('hub-book').getByRole('link', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(BOOK);
  const premium = page.getByTestId('premium-section');
  await expect(premium.getByTestId('premium-chart').locator('svg[role="img"]')).toBeVisible();
  await expect(premium.getByTestId('chart-bar').first()).toBeVisible();
  await expect(premium.getByTestId('premium-row').first()).toBeVisible();
  await expect(page.getByTestId('stages-section').getByTestId('stage-row')).toHaveCount(9);
  await expect(page.getByTestId('renewals-section').getByTestId('renewals-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('renewals-section').getByTestId('renewal-row').first()).toBeVisible();
  // The demo's rates give an estimate; a broker reads it and cannot change the rates.
  await expect(page.getByTestId('commission-section').getByTestId('commission-row').first()).toBeVisible();
  await expect(page.getByTestId('edit-rates')).toHaveCount(0);
  await shot(page, 'reports-book-broker');

  // One broker's book: fewer clients, and only that broker's renewals.
  const wholeBook = await page.getByTestId('stat-premium').innerText();
  const renewalsBefore = await page.getByTestId('renewal-row').count();
  await choose(page, 'Broker', /^Priya Natarajan/);
  await expect(page).toHaveURL(/broker_id=/);
  await expect(page.getByTestId('stat-premium')).not.toHaveText(wholeBook);
  await expect.poll(() => page.getByTestId('renewal-row').count()).toBeLessThan(renewalsBefore);
  for (const row of await page.getByTestId('renewal-row').all()) await expect(row).toContainText('Priya Natarajan');

  // The table downloads with the filter on screen: the server's CSV of the same figures.
  const csv = await download(page, 'export-premium-csv');
  expect(csv.name).toMatch(/^book-of-business-\d{4}-\d{2}-\d{2}-premium\.csv$/);
  expect(csv.text).toContain('Carrier,Line,Groups,Subscribers,Monthly premium');
  const shownRows = await page.getByTestId('premium-row').count();
  expect(csv.text.trim().split('\n')).toHaveLength(shownRows + 1);
  const workbook = await fetchInPage(page, (await page.getByTestId('export-workbook').getAttribute('href'))!);
  expect(workbook.status).toBe(200);
  expect(String.fromCharCode(...workbook.head.slice(0, 2))).toBe('PK');

  // Before the agency had clients, the book was empty.
  await page.getByTestId('as-of').fill('2001-01-01');
  await expect(page).toHaveURL(/as_of=2001-01-01/);
  await expect(premium.getByTestId('chart-empty')).toContainText('No client has coverage in force');
  await expect(page.getByTestId('stat-clients')).toContainText('0');
});

test('reports: the enrollment report shows participation against the minimums, elections, waivers and completion by day', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto(ENROLLMENT);
  await expect(page.getByRole('heading', { level: 1, name: /Enrollment/ })).toContainText('Preview');
  const participation = page.getByTestId('participation-section');
  await expect(participation.getByTestId('participation-chart').locator('svg[role="img"]')).toBeVisible();
  // Granite Peak's enrollment is under way, below its carriers' minimums; the closed ones meet theirs.
  await expect(participation.locator('[data-testid="participation-row"][data-status="fail"]').filter({ hasText: 'Granite Peak' }).first()).toBeVisible();
  await expect(participation.locator('[data-testid="participation-row"][data-status="pass"]').first()).toBeVisible();
  await expect(page.getByTestId('elections-section').getByTestId('election-row').first()).toBeVisible();
  await expect(page.getByTestId('elections-section').getByTestId('chart-bar').first()).toBeVisible();
  await expect(page.getByTestId('waivers-section').getByTestId('waiver-row').first()).toBeVisible();
  // Which enrollment the chart opens on depends on what else has run today, so pick one.
  const completion = page.getByTestId('completion-section');
  await choose(page, 'Enrollment', /^Granite Peak Construction/);
  await expect(completion).toContainText('Granite Peak Construction');
  const days = await completion.getByTestId('completion-row').count();
  expect(days).toBeGreaterThan(1);
  await expect(completion.getByTestId('chart-point')).toHaveCount(days);
  await shot(page, 'reports-enrollment');

  // Another enrollment's days.
  // The demo's closed enrollment: the renewal spec may have opened next year's beside it,
  // which the list shows first.
  await page.getByRole('combobox', { name: 'Enrollment' }).click();
  await page.getByRole('option', { name: /^Mesa Verde Credit Union/ }).last().click();
  await expect(completion).toContainText('of 371 eligible');
  await expect(completion.getByTestId('completion-row').last()).toContainText('100%');

  // One broker's enrollments only.
  const all = await page.getByTestId('enrollment-row').count();
  await choose(page, 'Broker', /^Marcus Reyes/);
  await expect.poll(() => page.getByTestId('enrollment-row').count()).toBeLessThan(all);
  await expect(page.getByTestId('enrollment-row').filter({ hasText: 'Granite Peak' })).toHaveCount(0);
  const waivers = await download(page, 'export-waivers-csv');
  expect(waivers.name).toMatch(/^enrollment-.*-waivers\.csv$/);
  expect(waivers.text).toContain('Line,Reason,Employees,Counts against participation');

  // A range that ends before it starts is refused, and said so under the date.
  await page.getByTestId('from').fill(daysFromNow(10));
  await page.getByTestId('to').fill(daysFromNow(-10));
  await expect(page.getByText('the range ends on or after its start')).toBeVisible();
  await expect(page.getByTestId('range-refused')).toBeVisible();
});

test('reports: the owner sets a commission rate and the estimate follows', async ({ page }) => {
  const api = await summitApi();
  const saved = (await (await api.get('/api/reports/commission-rates')).json()) as Schedule;
  try {
    await signIn(page, DEMO.owner);
    await page.goto(BOOK);
    const estimate = page.getByTestId('stat-commission');
    await expect(estimate).not.toContainText('No rates');
    const before = await estimate.innerText();
    await page.getByTestId('edit-rates').click();
    const dialog = page.getByRole('dialog', { name: 'Commission rates' });
    await expect(dialog.getByTestId('rate-row')).toHaveCount(saved.rates.length);
    // A carrier line with premium in force, and its rate.
    const report = (await (await api.get('/api/reports/book-of-business')).json()) as { premium: { carrier_name: string; line: string; rate_bps?: number }[] };
    const rated = report.premium.find((r) => r.rate_bps)!;
    const first = saved.rates.find((r) => r.carrier_name === rated.carrier_name && r.line === rated.line)!;
    const rate = dialog.getByRole('textbox', { name: `Rate of ${first.carrier_name} ${first.line}`, exact: true });
    await rate.fill('4.567');
    await dialog.getByTestId('save-rates').click();
    await expect(dialog.getByText('A rate from 0.01% to 50%, like 4.5')).toBeVisible();
    await rate.fill(String(first.rate_bps / 100 + 2));
    await shot(page, 'reports-commission-rates');
    await dialog.getByTestId('save-rates').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('notice')).toContainText('Commission rates saved');
    await expect(estimate).not.toHaveText(before);
    const line = first.line[0].toUpperCase() + first.line.slice(1);
    await expect(page.getByTestId('commission-row').filter({ hasText: first.carrier_name }).filter({ hasText: line })).toContainText(`${first.rate_bps / 100 + 2}%`);
  } finally {
    const now = (await (await api.get('/api/reports/commission-rates')).json()) as Schedule;
    const restored = await api.put('/api/reports/commission-rates', {
      data: { version: now.version, rates: saved.rates.map(({ carrier_id, line, rate_bps }) => ({ carrier_id, line, rate_bps })) },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await api.dispose();
  }
});

test('reports: switched off, the pages say so and offer the owner to switch them back on; an employer admin may not open them', async ({ page, browser }) => {
  const api = await summitApi();
  try {
    await switchReports(api, false);
    const off = await api.get('/api/reports/book-of-business');
    expect(off.status()).toBe(403);
    expect((await off.json()).code).toBe('preview_not_enabled');
    await signIn(page, DEMO.owner);
    await page.goto(BOOK);
    await expect(page.getByRole('heading', { name: 'Reports is not enabled for your agency' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
    await shot(page, 'reports-not-enabled');
    await page.getByRole('button', { name: 'Switch it on' }).click();
    await expect(page.getByTestId('notice')).toContainText('Reports is on for your agency');
    await expect(page.getByTestId('premium-section')).toBeVisible();
  } finally {
    await switchReports(api, true);
    await api.dispose();
  }

  const hr = await browser.newContext();
  const hrPage = await hr.newPage();
  await signIn(hrPage, DEMO.employerAdmin);
  await hrPage.goto(HUB);
  await expect(hrPage.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await shot(hrPage, 'reports-employer-admin');
  await hr.close();
});

test('reports: the book of business on a phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await signIn(page, DEMO.broker);
  await page.goto(BOOK);
  await expect(page.getByTestId('premium-section').getByTestId('chart-bar').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the book of business lays out ${width} px wide`).toBeLessThanOrEqual(390);
  await shot(page, 'reports-book-phone');
  await phone.close();
});
