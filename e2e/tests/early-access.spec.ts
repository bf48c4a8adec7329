import { expect, test } from '@playwright/test';
import { adminSignIn, menu } from '../backoffice';
import { uid } from '../book';
import { DEMO, PLATFORM, SUMMIT } from '../env';
import { mails, shot, signIn, waitForMail } from '../helpers';

test('early access: a visitor on a phone joins the waitlist once, and the operator exports it', async ({ browser, page }) => {
  const token = uid();
  const email = `ines-${token}@ortega-benefits.example`;
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const visitor = await phone.newPage();
  await visitor.goto(PLATFORM);
  await visitor.getByRole('link', { name: 'Join early access' }).click();
  await expect(visitor).toHaveURL(`${PLATFORM}/early-access`);
  await expect(visitor.getByRole('heading', { name: 'Try what comes next', level: 1 })).toBeVisible();
  const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the early-access page lays out ${width} px wide`).toBeLessThanOrEqual(390);

  const form = visitor.getByTestId('waitlist-form');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Ines Ortega');
  await form.getByRole('textbox', { name: 'Work email' }).fill('ines@');
  await form.getByRole('textbox', { name: 'Agency' }).fill(`Ortega Benefits ${token}`);
  await form.getByRole('button', { name: 'Join early access' }).click();
  await expect(form.getByText('enter a valid email address')).toBeVisible();
  await form.getByRole('textbox', { name: 'Work email' }).fill(email);
  await form.getByRole('combobox', { name: 'Agency size' }).click();
  await visitor.getByRole('option', { name: '11–50 people' }).click();
  await form.getByRole('checkbox', { name: 'Reports' }).check();
  await form.getByRole('checkbox', { name: 'The resource library' }).check();
  await shot(visitor, 'early-access-phone');
  const before = mails().length;
  await form.getByRole('button', { name: 'Join early access' }).click();
  const joined = visitor.getByTestId('waitlist-joined');
  await expect(joined).toBeVisible();
  const answer = await joined.textContent();
  const confirmation = await waitForMail(email, { since: before, subject: /early-access list/ });
  expect(confirmation.text).toContain('reports, the resource library');

  // Joining again answers the same and sends nothing more.
  await visitor.reload();
  await form.getByRole('textbox', { name: 'Your name' }).fill('Ines O.');
  await form.getByRole('textbox', { name: 'Work email' }).fill(email.toUpperCase());
  await form.getByRole('textbox', { name: 'Agency' }).fill('Ortega');
  await form.getByRole('button', { name: 'Join early access' }).click();
  await expect(joined).toHaveText(answer ?? '');
  await visitor.waitForTimeout(4000);
  expect(mails().filter((m) => m.to.includes(email)).length).toBe(1);
  await phone.close();

  await adminSignIn(page, DEMO.operator);
  await menu(page).getByRole('menuitem', { name: 'Early access' }).click();
  await page.getByPlaceholder('Search name, email or agency').fill(token);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ines Ortega');
  await expect(rows.first()).toContainText('11–50 people');
  await expect(rows.first()).toContainText('Resources');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('early-access-waitlist.csv');
  await shot(page, 'admin-early-access');
});

test('early access: the owner switches a preview off, its page offers it back, and feedback reaches the operator', async ({ page, browser }) => {
  await signIn(page, DEMO.owner);
  const bar = page.getByRole('navigation', { name: 'Areas' });
  await bar.getByRole('button', { name: 'Previews' }).click();
  await expect(page.getByRole('menuitem', { name: /Reports/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Early access' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/early-access`);
  const reports = page.getByTestId('preview-reports');
  await expect(reports).toContainText('On since');
  await reports.getByRole('switch').click();
  await expect(reports).toContainText('Off for your agency');
  await bar.getByRole('button', { name: 'Previews' }).click();
  await expect(page.getByRole('menuitem', { name: /Benefits/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Reports/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await shot(page, 'early-access-dashboard');

  // The preview's page says it is off, and switches it back on for those who may.
  await page.goto(`${SUMMIT}/2-future-features/reports`);
  await expect(page.getByRole('heading', { name: 'Reports is not enabled for your agency' })).toBeVisible();
  await shot(page, 'preview-not-enabled');
  await page.getByRole('button', { name: 'Switch it on' }).click();
  await expect(page.getByRole('heading', { name: 'Reports is not enabled for your agency' })).toHaveCount(0);
  await bar.getByRole('button', { name: 'Previews' }).click();
  await expect(page.getByRole('menuitem', { name: /Reports/ })).toBeVisible();
  await page.keyboard.press('Escape');

  const message = `The pipeline is great ${uid()}`;
  await page.goto(`${SUMMIT}/dashboard/early-access`);
  await reports.getByRole('textbox', { name: 'Tell us what you think' }).fill(message);
  await reports.getByRole('button', { name: 'Send feedback' }).click();
  await expect(reports.getByTestId('preview-feedback-sent')).toBeVisible();

  // A broker reads the previews, without their switches.
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  await signIn(broker, DEMO.broker);
  await broker.goto(`${SUMMIT}/dashboard/early-access`);
  await expect(broker.getByTestId('preview-reports')).toContainText('On since');
  await expect(broker.getByTestId('preview-reports').getByRole('switch')).toHaveCount(0);
  await shot(broker, 'early-access-broker');
  await brokerContext.close();

  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await adminSignIn(operator, DEMO.operator);
  await menu(operator).getByRole('menuitem', { name: 'Preview feedback' }).click();
  await operator.getByPlaceholder('Search the messages').fill(message);
  const row = operator.locator('table tbody tr').filter({ hasText: message });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Summit Benefits Group');
  await expect(row).toContainText('Dana Whitfield');
  await shot(operator, 'admin-preview-feedback');
  await operatorContext.close();
});
