import { expect, test } from '@playwright/test';
import { agencyBase, PLATFORM, SUMMIT } from '../env';
import { hexToRgb, linkIn, mails, shot, signUpAgency, waitForMail } from '../helpers';

test('the platform host shows the product landing', async ({ page }) => {
  await page.goto(`${PLATFORM}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run every employer group from census to renewal');
  const lifecycle = page.locator('#lifecycle');
  for (const stage of ['Census', 'Quote', 'Plan design', 'Enrollment', 'Implementation', 'Renewal']) {
    await expect(lifecycle.getByRole('heading', { name: stage, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle(/Canopy/);
  await shot(page, 'landing-platform');
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${PLATFORM}/auth/signin`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await shot(page, 'signin-platform');
});

test("an agency host shows the agency's branded welcome", async ({ page }) => {
  await page.goto(`${SUMMIT}/`);
  const brand = await page.evaluate(() => fetch('/api/brand').then((r) => r.json()));
  expect(brand.is_platform).toBe(false);
  expect(brand.name).toBe('Summit Benefits Group');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.name);
  if (brand.welcome_text) await expect(page.getByTestId('brand-hero')).toContainText(brand.welcome_text.split('\n')[0]);
  // The brand's primary colour is the theme's: the hero is painted in it.
  await expect(page.getByTestId('brand-hero')).toHaveCSS('background-color', hexToRgb(brand.primary_color));
  await expect(page).toHaveTitle(/Summit Benefits Group/);
  // Sign-in for each audience.
  for (const name of ['Team sign-in', 'Employer sign-in', 'Employee sign-in']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByText('Run every employer group')).toHaveCount(0);
  await shot(page, 'landing-summit');
  await page.getByRole('link', { name: 'Employer sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Employer sign-in' })).toBeVisible();
  await shot(page, 'signin-summit');
});

test('a long agency name and a wide logo fit a phone on the public pages', async ({ browser }) => {
  const { slug, api: agency } = await signUpAgency('wide', 'Intermountainwest Employee Benefits Consultancy Partners');
  const id = slug.slice('wide-'.length);
  const wideLogo = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="120" viewBox="0 0 1200 120"><rect width="1200" height="120" fill="#0b4f6c"/><text x="20" y="80" font-size="64" fill="#fff">Intermountainwest Benefits</text></svg>`;
  const logo = await agency.post('/api/brand/logo', { multipart: { file: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(wideLogo) } } });
  expect(logo.status(), await logo.text()).toBeLessThan(300);
  const before = mails().length;
  const invite = await agency.post('/api/invites', { data: { email: `hr-${id}@wide.example`, role: 'broker' } });
  expect(invite.status(), await invite.text()).toBe(201);
  const inviteLink = linkIn(await waitForMail(`hr-${id}@wide.example`, { since: before, subject: /invited/i }), '/auth/signup');
  await agency.dispose();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  for (const [name, url] of [
    ['welcome', `${agencyBase(slug)}/`],
    ['signin', `${agencyBase(slug)}/auth/signin`],
    ['invite', inviteLink],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: /logo/ }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} lays out ${width} px wide`).toBeLessThanOrEqual(390);
    await shot(page, `phone-wide-brand-${name}`);
  }
  await phone.close();
});
