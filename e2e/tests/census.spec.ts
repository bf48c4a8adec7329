import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { choose, createGroup, fetchInPage, summitApi, uid } from '../book';

const fixture = (name: string) => join(import.meta.dirname, '..', 'fixtures', name);

async function upload(page: Page, file: string, testId = 'file-drop') {
  await page.getByTestId(`${testId}-input`).setInputFiles(fixture(file));
}

/** In the rows grid from the keyboard alone: Tab in, arrow to the error cell, type the fix, Enter. */
async function fixFromKeyboard(page: Page, fixed: string) {
  await page.getByRole('switch', { name: 'Only rows with issues' }).or(page.getByRole('checkbox', { name: 'Only rows with issues' })).focus();
  const focused = () => page.evaluate(() => ({ cell: document.activeElement?.getAttribute('data-cell'), severity: document.activeElement?.getAttribute('data-severity') }));
  for (let i = 0; i < 10 && !(await focused()).cell; i++) await page.keyboard.press('Tab');
  expect((await focused()).cell).toBe('0:0');
  for (let i = 0; i < 20 && (await focused()).severity !== 'error'; i++) await page.keyboard.press('ArrowRight');
  expect(await focused()).toEqual({ cell: expect.stringMatching(/^0:\d+$/), severity: 'error' });
  await page.keyboard.type(fixed);
  await expect(page.getByRole('textbox', { name: /Row 5, DOB/ })).toHaveValue(fixed);
  await page.keyboard.press('Enter');
}

/** From the map step: check the file, fix the one bad date of census-small.csv, review. */
async function fixAndReview(page: Page, shotPrefix?: string, opts: { byKeyboard?: boolean } = {}) {
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'validate');
  // One bad birth date is one error, on its cell.
  await expect(page.getByTestId('errors-left')).toContainText('1 error needs');
  const bad = page.getByTestId('census-row').filter({ hasText: 'Priya' });
  const cell = bad.locator('td[data-severity="error"]').first();
  await expect(cell).toHaveText('13/45/1979');
  if (shotPrefix) await shot(page, `${shotPrefix}-validate`);
  if (opts.byKeyboard) {
    await fixFromKeyboard(page, '12/15/1979');
  } else {
    await cell.click();
    const input = page.getByRole('textbox', { name: /Row 5, DOB/ });
    await input.fill('12/15/1979');
    await input.press('Enter');
  }
  await expect(page.getByTestId('no-errors')).toBeVisible();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'review');
}

test('roster import: upload → map → fix a cell → commit → the roster shows the people', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Import Inlet ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/employees`);
  await expect(page.getByTestId('empty-state')).toContainText('No employees on this roster yet');
  await page.getByRole('link', { name: 'Import employees' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups/${g.id}/employees/import`);
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'upload');
  // A file of the wrong type is refused before it is sent.
  await upload(page, 'not-a-census.pdf');
  await expect(page.getByTestId('file-problem')).toContainText('not a CSV');
  await shot(page, 'census-upload');
  await upload(page, 'census-small.csv');
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'map');
  await expect(page.getByTestId('file-facts')).toContainText('census-small.csv');
  await expect(page.getByTestId('header-row')).toContainText('Header is on row 1');
  const mapper = page.getByTestId('column-mapper');
  await expect(mapper.getByTestId('mapper-row')).toHaveCount(10);
  await expect(page.getByRole('combobox', { name: 'Field for DOB' })).toHaveText('Date of birth');
  // Move the header to row 2 (Maria's row becomes the column names), then back to row 1.
  const picker = page.getByTestId('header-row-picker');
  await picker.getByRole('button', { name: 'Change' }).click();
  await expect(picker.getByTestId('preview-row').first()).toContainText('Employee ID');
  await picker.getByRole('radio', { name: 'Header on row 2' }).click();
  await expect(page.getByTestId('header-row')).toContainText('Header is on row 2');
  await expect(page.getByRole('combobox', { name: 'Field for 03/14/1984' })).toBeVisible();
  await shot(page, 'census-header-row');
  await picker.getByRole('textbox', { name: 'Header row' }).or(picker.getByRole('spinbutton', { name: 'Header row' })).fill('99');
  await picker.getByRole('button', { name: 'Use this row' }).click();
  await expect(page.getByTestId('header-row-error')).toContainText('row 99 is not in the file');
  await picker.getByRole('radio', { name: 'Header on row 1' }).click();
  await expect(page.getByTestId('header-row')).toContainText('Header is on row 1');
  await expect(page.getByRole('combobox', { name: 'Field for DOB' })).toHaveText('Date of birth');
  // Change a mapping: ignore the email column, then map it back.
  await choose(page, 'Field for Email', 'Ignore this column');
  await expect(page.getByRole('combobox', { name: 'Field for Email' })).toHaveText('Ignore this column');
  await choose(page, 'Field for Email', 'Email');
  await shot(page, 'census-map');
  await fixAndReview(page, 'census');
  await expect(page.getByTestId('count-adds')).toContainText('4');
  await expect(page.getByTestId('count-dependents')).toContainText('2');
  await shot(page, 'census-review');
  await page.getByTestId('commit').click();
  await expect(page.getByTestId('wizard-done')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('wizard-done')).toContainText('version 1');
  await expect(page.getByTestId('wizard-done')).toContainText('4 added');
  await shot(page, 'census-done');
  await page.getByTestId('open-roster').click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups/${g.id}/employees`);
  await expect(page.getByTestId('employee-row')).toHaveCount(4);
  for (const name of ['Maria', 'James', 'Priya', 'Tom']) await expect(page.getByTestId('employee-row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByTestId('employee-row').filter({ hasText: 'Maria' })).toContainText('ES');
  await shot(page, 'census-roster');
  await api.dispose();
});

/** Imports census-small.csv (fixed) into a group through the API, as version 1. */
async function importV1(api: Awaited<ReturnType<typeof summitApi>>, groupId: string) {
  const { readFileSync } = await import('node:fs');
  const up = await api.post(`/api/groups/${groupId}/census`, { multipart: { file: { name: 'census-small.csv', mimeType: 'text/csv', buffer: readFileSync(fixture('census-small.csv')) } } });
  expect(up.status(), await up.text()).toBe(201);
  const imp = await up.json();
  const columns = imp.columns.map((c: { index: number; field?: string }) => ({ index: c.index, field: c.field }));
  expect((await api.put(`/api/census-imports/${imp.id}/mapping`, { data: { columns, terminate_missing: false } })).status()).toBe(200);
  const fixed = await api.patch(`/api/census-imports/${imp.id}/cells`, { data: { fixes: [{ row: 5, column: 4, value: '12/15/1979' }] } });
  expect((await fixed.json()).counts.errors).toBe(0);
  const commit = await api.post(`/api/census-imports/${imp.id}/commit`);
  expect(commit.status()).toBe(202);
  const { job_id } = await commit.json();
  await expect.poll(async () => (await (await api.get(`/api/jobs/${job_id}`)).json()).status, { timeout: 20_000 }).toBe('succeeded');
  return imp.id as string;
}

test('group census: versions, a new upload with terminations, diff, download and undo', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Census Cove ${uid()}` });
  await importV1(api, g.id);
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/census`);
  await expect(page.getByTestId('census-current')).toContainText('v1');
  await expect(page.getByTestId('census-version-row')).toHaveCount(1);
  await expect(page.getByTestId('census-tier-mix')).toContainText('ES');
  // A second version: James leaves, Nora joins, Tom moved.
  await page.getByTestId('new-census').click();
  await upload(page, 'census-v2.csv');
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'map');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByTestId('no-errors')).toBeVisible();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('count-adds')).toContainText('1');
  await page.getByLabel('Employees missing from the file leave the roster').check();
  await expect(page.getByTestId('count-terminations')).toContainText('1');
  await shot(page, 'group-census-review');
  await page.getByTestId('commit').click();
  await expect(page.getByTestId('wizard-done')).toContainText('version 2', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('census-version-row')).toHaveCount(2);
  await expect(page.getByTestId('census-current')).toContainText('v2');
  // The difference between v1 and v2.
  const diff = page.getByTestId('census-diff');
  await expect(diff).toContainText('Nora Quinn');
  await expect(diff).toContainText('James Okafor');
  await expect(diff).toContainText('Tom Becker');
  await shot(page, 'group-census');
  // Downloads of a version.
  const href = await page.getByTestId('census-version-row').first().getByRole('link', { name: 'CSV' }).getAttribute('href');
  const csv = await fetchInPage(page, href!);
  expect(csv.status).toBe(200);
  expect(csv.text).toContain('Nora');
  // Undo the last import: James is back, Nora gone.
  await page.getByTestId('undo-import').click();
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByTestId('census-version-row').filter({ hasText: 'undone' })).toHaveCount(1);
  const roster = await (await api.get('/api/employees', { params: { group_id: g.id, status: 'active', per_page: 50 } })).json();
  const names = roster.data.map((e: { first_name: string }) => e.first_name);
  expect(names).toContain('James');
  expect(names).not.toContain('Nora');
  await api.dispose();
});

test('census tools: the index and the full census wizard starting with the group', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Wizard Wharf ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/census-gallery`);
  await expect(page.getByTestId('tool-card')).toHaveCount(8);
  await shot(page, 'census-gallery');
  await page.getByRole('link', { name: /Census wizard/ }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/census-gallery/uploads/censuswizard`);
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'group');
  await choose(page, 'Group', new RegExp(g.name));
  await page.getByRole('button', { name: 'Next' }).click();
  await upload(page, 'census-small.csv');
  await fixAndReview(page, undefined, { byKeyboard: true });
  await page.getByTestId('commit').click();
  await expect(page.getByTestId('wizard-done')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'census-gallery-wizard');
  await api.dispose();
});

test('census tools: bulk import dialog for a chosen group', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Bulk Bay ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/census-gallery/roster/bulk-import-employees-modal?group=${g.id}`);
  await page.getByTestId('open-bulk-import').click();
  const dialog = page.getByRole('dialog', { name: 'Bulk import employees' });
  await expect(dialog).toBeVisible();
  await upload(page, 'census-small.csv');
  await expect(page.getByTestId('census-wizard')).toHaveAttribute('data-step', 'map');
  await shot(page, 'census-gallery-bulk-import');
  await fixAndReview(page);
  await page.getByTestId('commit').click();
  await expect(page.getByTestId('wizard-done')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('open-roster').click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/groups/${g.id}/employees`);
  await expect(page.getByTestId('employee-row')).toHaveCount(4);
  await api.dispose();
});

test('census tools: import history with undo, components on a real census, the pipeline', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `History Haven ${uid()}` });
  await importV1(api, g.id);
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/census-gallery/workflows/employee-import-client?group=${g.id}`);
  const row = page.getByTestId('census-version-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('census-small.csv');
  await expect(row).toContainText('committed');
  await shot(page, 'census-gallery-import-history');
  await page.getByTestId('undo-import').click();
  await page.getByRole('button', { name: 'Undo import' }).click();
  await expect(row).toContainText('undone');
  // The components, on a group with a census.
  const other = await createGroup(api, { name: `Components Creek ${uid()}` });
  await importV1(api, other.id);
  await page.goto(`${SUMMIT}/dashboard/census-gallery/components?group=${other.id}`);
  await expect(page.getByTestId('stat-headcount')).toContainText('4');
  await expect(page.getByTestId('chart-tier-mix')).toContainText('EE');
  await expect(page.getByTestId('chart-age-bands')).toBeVisible();
  await expect(page.getByTestId('column-mapper')).toContainText('Date of birth');
  await expect(page.getByTestId('issue-list')).toBeVisible();
  await shot(page, 'census-gallery-components');
  // The pipeline: jobs with rows and durations, queue depth, storage.
  await page.goto(`${SUMMIT}/dashboard/census-gallery/infrastructure`);
  await expect(page.getByTestId('job-row').first()).toContainText('census commit');
  await expect(page.getByTestId('job-row').first()).toContainText('succeeded');
  await expect(page.getByTestId('queue-queued')).toBeVisible();
  await expect(page.getByTestId('storage-census')).not.toContainText('—');
  await shot(page, 'census-gallery-infrastructure');
  await api.dispose();
});

test('census tools: CSV processor understands any file and cleans it, importing nothing', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/census-gallery/data/csv-processor`);
  await upload(page, 'employee-per-row.csv');
  await expect(page.getByTestId('analysis-facts')).toContainText('employee-per-row.csv');
  await expect(page.getByTestId('analysis-delimiter')).toContainText('“,”');
  await expect(page.getByTestId('analysis-header-row')).toContainText('Header row: 2');
  await expect(page.getByTestId('analysis-facts')).toContainText('One row per employee');
  await expect(page.getByTestId('column-mapper')).toContainText('Spouse First');
  await shot(page, 'census-gallery-csv-processor');
  const download = page.waitForEvent('download');
  await page.getByTestId('download-clean').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('employee-per-row-clean.csv');
  await expect(page.getByTestId('clean-done')).toBeVisible();
});

test('census tools: the document upload dialog with type and size checks', async ({ page }) => {
  const api = await summitApi();
  const g = await createGroup(api, { name: `Docs Dell ${uid()}` });
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/census-gallery/documents/document-upload-modal?group=${g.id}`);
  await expect(page.getByTestId('documents')).toContainText('No documents yet');
  await page.getByTestId('open-document-upload').click();
  const dialog = page.getByRole('dialog', { name: 'Upload a document' });
  await choose(page, 'Group', g.name);
  await choose(page, 'Type', 'Summary of benefits (SBC)');
  await page.getByTestId('document-drop-input').setInputFiles({ name: 'payload.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(dialog.getByTestId('file-problem')).toContainText('not a PDF');
  await page.getByTestId('document-drop-input').setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(26 * 1024 * 1024, 1) });
  await expect(dialog.getByTestId('file-problem')).toContainText('the limit is 25.0 MB');
  await page.getByTestId('document-drop-input').setInputFiles(fixture('plan-summary.pdf'));
  await shot(page, 'census-gallery-document-upload');
  await page.getByTestId('document-upload').click();
  await expect(page.getByTestId('document-uploaded')).toContainText('plan-summary.pdf');
  await expect(page.getByTestId('documents')).toContainText('plan-summary.pdf');
  await expect(page.getByTestId('documents')).toContainText('Summary of benefits');
  // The group's overview counts it.
  await page.goto(`${SUMMIT}/dashboard/groups/${g.id}/overview`);
  await expect(page.getByTestId('overview-documents')).toContainText('plan-summary.pdf');
  await api.dispose();
});
