import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DEMO, PASSWORD } from '../env';
import { choose, demoGroup, summitApi } from '../book';
import { shot, signIn } from '../helpers';

const BRIGHTPATH = 'Brightpath Dental Partners';
const TITLE = 'Dependent care FSA claim form';
const PHONE = { width: 390, height: 844 };

/** A one-page PDF, as a scanner or a word processor writes it. */
function claimForm(): Buffer {
  const text = 'BT /F1 18 Tf 72 720 Td (Dependent care FSA claim form) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Clicks a download link and returns the downloaded bytes and file name. */
async function downloadOf(page: Page, link: Locator): Promise<{ bytes: Buffer; name: string }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { bytes: readFileSync(await dl.path()), name: dl.suggestedFilename() };
}

test('resource library: a broker uploads a claim form and shares it with Brightpath’s employees; HR sees it, and Leo downloads it on his phone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  await api.dispose();

  // The broker's library: the demo's documents, by category.
  await signIn(page, DEMO.broker);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: 'Previews' }).click();
  await page.getByRole('menuitem', { name: /^Resources/ }).click();
  await expect(page).toHaveURL(/\/2-future-features\/resources$/);
  await expect(page.getByRole('heading', { name: /Resource library/ })).toBeVisible();
  const rows = page.getByTestId('resource-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'COBRA general notice' }).getByTestId('resource-share')).toHaveText(BRIGHTPATH);
  await shot(page, 'resources-broker-library');

  // Upload: the title comes from the file's name, the category is chosen.
  await page.getByTestId('upload-resource').click();
  const upload = page.getByRole('dialog', { name: 'Upload a resource' });
  await upload.getByTestId('resource-drop-input').setInputFiles({ name: `${TITLE}.pdf`, mimeType: 'application/pdf', buffer: claimForm() });
  await expect(upload.getByLabel('Title')).toHaveValue(TITLE);
  await choose(page, /Category/, 'Form');
  await upload.getByLabel('Description').fill('Send it with the provider’s receipt to be paid back for day care, up to the amount you elected.');
  await shot(page, 'resources-broker-upload');
  await upload.getByTestId('resource-upload').click();
  await expect(page.getByTestId('notice')).toContainText(`${TITLE} is in the library`);
  await expect(rows).toHaveCount(5);

  // Found by search, every word in any order, and by its category.
  await page.getByTestId('resource-search').fill('claim dependent');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(TITLE);
  await expect(rows.first()).toContainText('Not shared');
  await page.getByTestId('resource-search').fill('');
  await expect(rows).toHaveCount(5);
  await page.getByTestId('category-filter').locator('[data-category="form"]').click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('category-filter').locator('[data-category="form"]')).toHaveText('Form · 2');
  await page.getByTestId('resource-search').fill('FSA');
  await expect(rows).toHaveCount(1);
  await shot(page, 'resources-broker-search');

  // Shared with Brightpath, for its employees too.
  await rows.first().getByRole('button', { name: `Share ${TITLE}` }).click();
  const share = page.getByRole('dialog', { name: `Share ${TITLE}` });
  await expect(share).toContainText('only your agency sees it');
  await share.getByRole('combobox', { name: 'Groups' }).fill('Bright');
  await page.getByRole('option', { name: BRIGHTPATH }).click();
  await share.getByLabel('Their employees see it too, on their benefits home').check();
  await share.getByTestId('share-submit').click();
  await expect(page.getByTestId('notice')).toContainText(`Shared with ${BRIGHTPATH}, for HR and employees`);
  await expect(share.getByTestId('current-shares')).toContainText(BRIGHTPATH);
  await expect(share.getByRole('switch', { name: `Employees of ${BRIGHTPATH} see it` })).toBeChecked();
  await shot(page, 'resources-broker-share');
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(rows.first().getByTestId('resource-share')).toHaveAttribute('data-employees', 'yes');

  // Hannah, Brightpath's HR: the same page, read-only, with what is shared with Brightpath.
  const hr = await browser.newContext();
  const hrPage = await hr.newPage();
  await signIn(hrPage, DEMO.employerAdmin);
  await hrPage.goto(`${DEMO.employerAdmin.base}/2-future-features/resources`);
  await expect(hrPage.getByText(`shares with ${BRIGHTPATH}`)).toBeVisible();
  const hrRows = hrPage.getByTestId('resource-row');
  await expect(hrRows).toHaveCount(4);
  const theirs = hrRows.filter({ hasText: TITLE });
  await expect(theirs.getByTestId('resource-audience')).toContainText('You and your employees');
  await expect(hrRows.filter({ hasText: 'COBRA general notice' }).getByTestId('resource-audience')).toContainText('HR only');
  await expect(hrRows.filter({ hasText: 'FMLA leave request form' })).toHaveCount(0);
  await expect(hrPage.getByTestId('upload-resource')).toHaveCount(0);
  await expect(hrPage.getByRole('button', { name: /^(Share|Edit|Delete) / })).toHaveCount(0);
  await shot(hrPage, 'resources-employer-admin');
  const hrFile = await downloadOf(hrPage, theirs.getByTestId('resource-download'));
  expect(hrFile.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // And on her group's overview.
  await hrPage.goto(`${DEMO.employerAdmin.base}/dashboard/groups/${bright.id}/overview`);
  await expect(hrPage.getByTestId('overview-resources')).toContainText(TITLE);
  await shot(hrPage, 'resources-group-overview');
  await hr.close();

  // Leo, on his phone: the card on his benefits home, with the claim form to download.
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const leo = await phone.newPage();
  await leo.goto(`${DEMO.employee.base}/auth/signin`);
  await leo.locator('input[name="email"]').fill(DEMO.employee.email);
  await leo.locator('input[name="password"]').fill(PASSWORD);
  await leo.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(leo).toHaveURL(/\/employees$/);
  const card = leo.getByTestId('my-resources');
  await expect(card).toContainText(`Resources from ${BRIGHTPATH}`);
  const mine = card.getByTestId('my-resource');
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText(TITLE);
  await expect(mine.first()).toContainText('Form to fill in');
  await expect(card).not.toContainText('COBRA');
  await card.scrollIntoViewIfNeeded();
  expect(await leo.evaluate(() => document.documentElement.scrollWidth), 'the home fits a phone').toBeLessThanOrEqual(PHONE.width);
  await shot(leo, 'resources-employee-phone');
  const file = await downloadOf(leo, mine.first().getByTestId('my-resource-download'));
  expect(file.name).toBe(`${TITLE}.pdf`);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await phone.close();

  // The broker renames it, then deletes it once the consequences are confirmed.
  const row = rows.filter({ hasText: TITLE });
  await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${TITLE}` });
  await edit.getByLabel('Title').fill('Dependent care FSA claim');
  await edit.getByTestId('resource-save').click();
  await expect(page.getByTestId('notice')).toContainText('Dependent care FSA claim is saved');
  const renamed = rows.filter({ hasText: 'Dependent care FSA claim' });
  await renamed.getByRole('button', { name: 'Delete Dependent care FSA claim' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Dependent care FSA claim?' });
  await expect(confirm).toContainText(`${BRIGHTPATH}: their HR and employees can no longer download it`);
  await shot(page, 'resources-broker-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('notice')).toContainText('is deleted');
  await expect(rows).toHaveCount(0);
  await expect(page.getByTestId('empty-state')).toContainText('No resource matches');
});
