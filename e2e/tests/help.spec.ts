import { expect, test } from '@playwright/test';
import { DEMO, PLATFORM, SUMMIT } from '../env';
import { mails, shot, signIn, waitForMail } from '../helpers';

test('help centre: a visitor on a phone searches, reads an article, answers it and writes to the agency', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await page.goto(`${SUMMIT}/help`);
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await expect(page.getByTestId('help-category').first()).toBeVisible();
  expect(await page.getByTestId('help-category').count()).toBeGreaterThanOrEqual(8);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the help centre lays out ${width} px wide`).toBeLessThanOrEqual(390);
  await shot(page, 'help-phone');

  // Search as you type: the 834 article first, the words found marked.
  await page.getByTestId('help-search').fill('834 EDI file');
  const first = page.getByTestId('help-hit').first();
  await expect(first).toContainText('Carrier files and the X12 834');
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(page).toHaveURL(/\/help\?q=834/);
  await shot(page, 'help-search-phone');
  await page.getByTestId('help-search').fill('zzqx nothingmatches');
  await expect(page.getByTestId('empty-state')).toContainText('Nothing found for “zzqx nothingmatches”');
  await page.getByTestId('help-search').fill('834 EDI file');
  await first.getByRole('link', { name: 'Carrier files and the X12 834' }).click();

  await expect(page).toHaveURL(`${SUMMIT}/help/carrier-files-and-the-834`);
  await expect(page.getByRole('heading', { name: 'Carrier files and the X12 834', level: 1 })).toBeVisible();
  await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
  await expect(page.getByTestId('related-articles').getByRole('link').first()).toBeVisible();
  await page.getByTestId('was-this-helpful').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByTestId('feedback-thanks')).toBeVisible();
  await shot(page, 'help-article-phone');

  // The contact form: refused fields named, then sent to Summit's support with a copy to the sender.
  await page.getByRole('link', { name: 'Help centre' }).first().click();
  const form = page.getByTestId('contact-form');
  await form.getByRole('textbox', { name: 'Your name' }).fill('Nora Quist');
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('textbox', { name: 'Message' }).fill('Where do I find my ID cards?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('enter a valid email address')).toBeVisible();
  const before = mails().length;
  await form.getByRole('textbox', { name: 'Email' }).fill('nora.quist@example.org');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-sent')).toBeVisible();
  const inbox = await waitForMail('help@summit.example', { since: before, subject: /Help request from Nora Quist/ });
  expect(inbox.text).toContain('Where do I find my ID cards?');
  await waitForMail('nora.quist@example.org', { since: before, subject: /We received your message/ });
  await phone.close();
});

test('help centre: the platform has one too, and a signed-in broker finds it in the account menu with the form filled in', async ({ page }) => {
  await page.goto(`${PLATFORM}/help`);
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await expect(page.getByTestId('help-category').first()).toBeVisible();

  await signIn(page, DEMO.broker);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/help`);
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveValue(DEMO.broker.name);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.broker.email);
  await page.getByTestId('help-search').fill('renewal rates');
  await expect(page.getByTestId('help-hit').first()).toContainText('Renewing a group');
  await page.getByTestId('help-hit').first().getByRole('link').click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/help/renewing-a-group`);
  await shot(page, 'help-dashboard-article');
});
