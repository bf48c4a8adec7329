import { expect, test } from '@playwright/test';
import { adminSignIn, menu } from '../backoffice';
import { uid } from '../book';
import { DEMO, PLATFORM, SUMMIT } from '../env';
import { shot } from '../helpers';

test('an agency admin writes a help article for its clients, previews it sanitized, and readers find it in the brand', async ({ page, browser }) => {
  const token = uid();
  const title = `Dental claims with Summit ${token}`;
  await adminSignIn(page, DEMO.admin);
  await menu(page).getByRole('menuitem', { name: 'Help articles' }).click();
  await expect(page.locator('table tbody tr').filter({ hasText: 'Who to call at Summit' })).toContainText('Published');
  await expect(page.locator('table tbody tr').filter({ hasText: 'Adding a new hire mid-year' })).toContainText('Draft');
  await shot(page, 'admin-help-articles');

  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page).toHaveURL(/#\/agency-articles\/create/);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Employees and HR admins' }).click();
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Where to send a dental claim that was refused.');
  await page.getByRole('textbox', { name: 'Markdown', exact: true }).fill('## Refused claims\n\nSend the **explanation of benefits** to claims@summit.example.\n\n<script>document.title=\'owned\'</script><b onclick="document.title=\'owned\'">Call us</b>');
  const preview = page.getByTestId('article-preview');
  await expect(preview.locator('strong')).toHaveText('explanation of benefits');
  await expect(preview.locator('b')).toHaveText('Call us');
  await expect(preview.locator('[onclick], script')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Published' }).check();
  await shot(page, 'admin-help-article-editor');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.locator('table tbody tr').filter({ hasText: title });
  await expect(row).toContainText('Published');

  // Readers on Summit's address find it in Summit's name; the platform's help centre does not have it.
  const reader = await browser.newContext();
  const visitor = await reader.newPage();
  await visitor.goto(`${SUMMIT}/help?q=${encodeURIComponent(`dental claims ${token}`)}`);
  const hit = visitor.getByTestId('help-hit').first();
  await expect(hit).toContainText(title);
  await expect(hit.getByTestId('agency-article')).toHaveText('From Summit Benefits Group');
  await hit.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(visitor.getByTestId('article-body').locator('strong')).toHaveText('explanation of benefits');
  expect(await visitor.title()).not.toBe('owned');
  await shot(visitor, 'help-agency-article');
  await visitor.goto(`${PLATFORM}/help?q=${encodeURIComponent(`dental claims ${token}`)}`);
  await expect(visitor.getByTestId('help-results').or(visitor.getByTestId('empty-state'))).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  await reader.close();
});
