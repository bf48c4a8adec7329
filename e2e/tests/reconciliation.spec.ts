import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { choose, demoGroup, fetchInPage, summitApi } from '../book';

const BRIGHTPATH = 'Brightpath Dental Partners';
const COMPARISON = `${SUMMIT}/dashboard/implementation-comparison`;
const UPLOAD = `${SUMMIT}/dashboard/census-gallery/uploads/implementationcensusupload`;

/** Brightpath's carriers in the order the API lists them (alphabetical): the first has the demo's carrier list. */
async function carriersOf(api: APIRequestContext, groupId: string): Promise<{ id: string; carrier_name: string }[]> {
  const res = await api.get(`/api/groups/${groupId}/implementation`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).carriers;
}

const rows = (page: Page) => page.getByTestId('discrepancy-row');

test('reconciliation: the broker works Brightpath’s discrepancies and exports them', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  const [first] = await carriersOf(api, bright.id);
  await signIn(page, DEMO.broker);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Reconciliation' }).click();
  await expect(page).toHaveURL(/\/dashboard\/implementation-comparison$/);

  // Open discrepancies by default, the demo's four kinds among them, each with the premium it puts at stake.
  await page.getByRole('textbox', { name: 'Search' }).fill('Brightpath');
  await expect(rows(page).first()).toBeVisible();
  const brightRows = rows(page).filter({ hasText: first!.carrier_name });
  for (const kind of ['tier_mismatch', 'demographic_mismatch', 'missing_from_carrier', 'missing_from_platform']) {
    await expect(page.locator(`[data-testid="discrepancy-row"][data-kind="${kind}"]`).filter({ hasText: first!.carrier_name }).first()).toBeVisible();
  }
  await expect(page.locator('[data-kind="demographic_mismatch"]').filter({ hasText: 'Name' }).first()).toBeVisible();
  await expect(page.locator('[data-kind="missing_from_platform"]').getByTestId('carrier-value').first()).toHaveText('still covered');
  await expect(brightRows.getByTestId('premium-at-stake').first()).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('stat-at-stake')).toContainText('$');
  await shot(page, 'reconciliation-comparison');

  await choose(page, 'Kind', 'Tier mismatch');
  await expect(page).toHaveURL(/kind=tier_mismatch/);
  await expect(page.locator('[data-testid="discrepancy-row"]:not([data-kind="tier_mismatch"])')).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible();
  const tier = rows(page).filter({ hasText: first!.carrier_name }).first();
  const person = (await tier.getByRole('button').first().textContent())!.trim();
  const theirs = await rows(page).filter({ hasText: person }).count();
  await tier.click();

  const drawer = page.getByTestId('discrepancy-drawer');
  await expect(drawer.getByRole('heading', { name: person })).toBeVisible();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Open');
  await choose(page, 'Assignee', DEMO.broker.name);
  await expect(drawer.getByTestId('drawer-assignee')).toHaveText(DEMO.broker.name);

  // Dismissing needs a reason.
  await drawer.getByTestId('dismiss').click();
  await expect(drawer.getByText('say why it is not a problem')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Why it is not a problem' }).fill('The carrier confirmed the tier by phone');
  await drawer.getByTestId('dismiss').click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Dismissed');
  await expect(drawer).toContainText('The carrier confirmed the tier by phone');
  await drawer.getByTestId('reopen').click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Open');
  await drawer.getByRole('textbox', { name: 'Note' }).fill('Carrier updated the tier after the birth');
  await drawer.getByTestId('resolve').click();
  await expect(drawer.getByTestId('drawer-status')).toHaveText('Resolved');
  const history = drawer.getByTestId('history-step');
  await expect(history.nth(0)).toContainText('Resolved');
  await expect(history.nth(0)).toContainText('Carrier updated the tier after the birth');
  await expect(history.nth(1)).toContainText('Reopened');
  await expect(history.nth(2)).toContainText('Dismissed');
  await expect(history.nth(3)).toContainText('Assigned');
  await expect(history.last()).toContainText('Found on the carrier’s list');
  await shot(page, 'reconciliation-drawer');
  await drawer.getByRole('button', { name: 'Close' }).click();
  // Resolved, it leaves the open list.
  await expect(rows(page).filter({ hasText: person })).toHaveCount(theirs - 1);

  // The export carries the search and filters shown: the same rows as the list.
  const href = await page.getByTestId('export-csv').getAttribute('href');
  expect(href).toContain('kind=tier_mismatch');
  expect(href).toContain('q=Brightpath');
  const shown = await rows(page).count();
  const csv = await fetchInPage(page, href!);
  expect(csv.status).toBe(200);
  expect(csv.disposition).toContain('attachment');
  const lines = csv.text.trim().split('\n');
  expect(lines[0]).toContain('Group,Carrier,Person,Kind');
  expect(lines.length - 1).toBe(shown);
  for (const line of lines.slice(1)) expect(line).toContain(BRIGHTPATH);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(COMPARISON);
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'reconciliation-comparison-phone');
  await api.dispose();
});

test('reconciliation: a carrier list that cannot be read is refused, a good one is compared', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  const [first] = await carriersOf(api, bright.id);
  const lists = await api.get(`/api/groups/${bright.id}/carrier-lists`);
  expect(lists.status(), await lists.text()).toBe(200);
  const demoList = (await lists.json())[0];
  const download = await api.get(`/api/documents/${demoList.document_id}/download`);
  expect(download.status()).toBe(200);
  const listBody = await download.body();

  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/census-gallery`);
  await page.getByTestId('tool-card').filter({ hasText: 'Carrier list upload' }).click();
  await expect(page).toHaveURL(UPLOAD);
  await choose(page, 'Group and carrier', `${BRIGHTPATH} · ${first!.carrier_name}`);
  await expect(page.getByTestId('carrier-list-row').first()).toBeVisible();
  const before = await page.getByTestId('carrier-list-row').count();

  await page.getByTestId('carrier-list-file').setInputFiles({ name: 'no-relationship.csv', mimeType: 'text/csv', buffer: Buffer.from('Subscriber ID,Last name,First name\n1001,Cole,Hannah\n') });
  await page.getByTestId('reconcile').click();
  await expect(page.getByTestId('carrier-list-error')).toContainText('nothing was saved');
  await expect(page.getByTestId('carrier-list-error')).toContainText('relationship');
  await shot(page, 'reconciliation-upload-error');

  await page.getByTestId('carrier-list-file').setInputFiles({ name: 'eligibility.csv', mimeType: 'text/csv', buffer: listBody });
  await page.getByTestId('reconcile').click();
  const result = page.getByTestId('carrier-list-result');
  await expect(result).toContainText('eligibility.csv');
  await expect(page.getByTestId('result-rows')).toContainText(String(demoList.members));
  await expect(page.getByTestId('result-matched')).toContainText(String(demoList.matched));
  await expect(page.getByTestId('result-at-stake')).toContainText('$');
  await expect(page.getByTestId('carrier-list-row')).toHaveCount(before + 1);
  await expect(page.getByTestId('carrier-list-row').first()).toContainText('eligibility.csv');
  await shot(page, 'reconciliation-upload-result');

  await page.getByTestId('see-discrepancies').click();
  await expect(page).toHaveURL(new RegExp(`group_id=${bright.id}`));
  await expect(page.getByTestId('group-filter')).toContainText(BRIGHTPATH);
  await expect(rows(page).first()).toContainText(first!.carrier_name);
  await api.dispose();
});

test('carrier files: the broker writes a census and downloads it; the employer admin sees the history only', async ({ page, browser }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  const [first] = await carriersOf(api, bright.id);
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${bright.id}/implement`);
  const files = page.getByTestId('carrier-card').filter({ has: page.getByRole('heading', { name: first!.carrier_name }) }).getByTestId('carrier-files');
  await expect(files.getByTestId('carrier-file-row').first()).toBeVisible();
  const before = await files.getByTestId('carrier-file-row').count();
  await files.getByTestId('file-census-csv').click();
  await expect(page.getByTestId('notice')).toContainText(/Census CSV/);
  await expect(files.getByTestId('carrier-file-row').first()).toContainText('Census CSV');
  await expect(files.getByTestId('carrier-file-row')).toHaveCount(before + 1);
  const href = await files.getByTestId('carrier-file-row').first().getByTestId('carrier-file-download').getAttribute('href');
  const census = await fetchInPage(page, href!);
  expect(census.status).toBe(200);
  expect(census.text.split('\n').length).toBeGreaterThan(2);

  // A full 834 is confirmed first.
  await files.getByTestId('file-834-full').click();
  await expect(page.getByRole('dialog')).toContainText('members missing from it read as terminated');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await shot(page, 'reconciliation-carrier-files');

  const context = await browser.newContext();
  const hr = await context.newPage();
  await signIn(hr, DEMO.employerAdmin);
  await hr.goto(COMPARISON);
  await expect(hr.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await expect(hr.getByTestId('discrepancies')).toHaveCount(0);
  await hr.goto(`${SUMMIT}/dashboard/groups/${bright.id}/implement`);
  const hrFiles = hr.getByTestId('carrier-files').first();
  await expect(hrFiles.getByTestId('carrier-file-row').first()).toBeVisible();
  await expect(hr.getByTestId('carrier-file-download')).toHaveCount(0);
  await expect(hr.getByTestId('file-census-csv')).toHaveCount(0);
  await shot(hr, 'reconciliation-carrier-files-employer-admin');
  await context.close();
  await api.dispose();
});
