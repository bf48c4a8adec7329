import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD } from '../env';
import { daysFromNow, fetchInPage } from '../book';
import { shot } from '../helpers';

const PHONE = { width: 390, height: 844 };

/** Signs the demo employee in; an employee lands on their benefits, not the dashboard. */
async function signInEmployee(page: Page) {
  const leo = DEMO.employee;
  await page.goto(`${leo.base}/auth/signin`);
  await page.locator('input[name="email"]').fill(leo.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/employees$/);
}

test('self-service: Leo’s benefits home on a phone shows his coverage, and he reports a life event with proof', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInEmployee(page);

  // Home: greeting, the coverage in force from Brightpath's closed enrollment, no open enrollment.
  await expect(page.getByTestId('greeting')).toContainText('Leo');
  await expect(page.getByTestId('employee-name')).toHaveText(DEMO.employee.name);
  const coverage = page.getByTestId('my-coverage');
  await expect(coverage).toContainText('My coverage');
  await expect(coverage.locator('[data-testid="coverage-line"][data-line="medical"]')).toContainText('per paycheck');
  await expect(coverage.locator('[data-testid="coverage-line"][data-line="vision"]')).toContainText('Waived');
  await expect(page.getByTestId('coverage-total')).toContainText('$');
  await expect(page.getByTestId('enrollment-cta')).toHaveCount(0);
  await expect(page.getByTestId('my-confirmations')).toBeVisible();
  await shot(page, 'self-service-phone-home');

  // The printable confirmation of those elections.
  await page.getByTestId('confirmation-link').first().click();
  await expect(page.getByTestId('confirmation-title')).toBeVisible();
  await expect(page.getByTestId('confirmation-line')).toHaveCount(3);
  await shot(page, 'self-service-phone-confirmation');
  await page.getByTestId('back-to-benefits').click();

  // A life event: the 30-day rule is explained, a date outside it is refused, then sent with a PDF.
  await page.getByTestId('report-life-event').click();
  const dialog = page.getByRole('dialog', { name: 'Report a life event' });
  await expect(dialog).toContainText('within 30 days');
  await expect(dialog).toContainText('60 days');
  await dialog.getByRole('combobox', { name: /What happened/ }).click();
  await page.getByRole('option', { name: /^Birth of a child/ }).click();
  await dialog.getByLabel('Date of the event').fill(daysFromNow(-45));
  await dialog.getByLabel('Note (optional)').fill('Our son Theo was born');
  await dialog.getByTestId('life-event-submit').click();
  await expect(dialog).toContainText('events must be reported within 30 days');
  await dialog.getByLabel('Date of the event').fill(daysFromNow(-5));
  await dialog.getByTestId('life-event-file').setInputFiles({
    name: 'birth-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(dialog.getByTestId('life-event-file-name')).toHaveText('birth-certificate.pdf');
  await shot(page, 'self-service-phone-life-event');
  await dialog.getByTestId('life-event-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('life-event-sent')).toBeVisible();
  const event = page.getByTestId('life-event').filter({ hasText: 'Birth of a child' });
  await expect(event).toHaveAttribute('data-status', 'pending');
  await expect(event).toContainText('birth-certificate.pdf');
  const proof = page.getByTestId('my-document').filter({ hasText: 'birth-certificate.pdf' }).getByTestId('my-document-download');
  await expect(proof).toBeVisible();
  const download = await fetchInPage(page, (await proof.getAttribute('href'))!);
  expect(download.status).toBe(200);
  expect(String.fromCharCode(...download.head)).toBe('%PDF');
  await shot(page, 'self-service-phone-life-event-sent');

  // Reporting the same event again is refused with the server's message.
  await page.getByTestId('report-life-event').click();
  await dialog.getByRole('combobox', { name: /What happened/ }).click();
  await page.getByRole('option', { name: /^Birth of a child/ }).click();
  await dialog.getByLabel('Date of the event').fill(daysFromNow(-5));
  await dialog.getByTestId('life-event-submit').click();
  await expect(dialog.getByTestId('life-event-error')).toContainText('already reported');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await context.close();
});

test('self-service: on a laptop the home sits in two columns, and other roles keep the dashboard', async ({ page }) => {
  await signInEmployee(page);
  await expect(page.getByTestId('my-coverage')).toBeVisible();
  await shot(page, 'self-service-laptop-home');
  // /dashboard sends an employee home to their benefits.
  await page.goto(`${DEMO.employee.base}/dashboard`);
  await expect(page).toHaveURL(/\/employees$/);
});
