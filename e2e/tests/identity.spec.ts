import { expect, test, type Page } from '@playwright/test';
import { agencyBase, DEMO, PASSWORD, PLATFORM, SUMMIT } from '../env';
import { createEmployee, summitApi } from '../book';
import { consoleErrors, hexToRgb, linkIn, mails, shot, signIn, waitForMail } from '../helpers';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

const FIELDS: Record<string, string> = { Password: 'password', 'New password': 'new-password', 'Repeat the new password': 'repeat-password' };

/** Saves the brand form, waiting for the API's answer. */
async function saveBrand(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/brand/settings') && r.request().method() === 'PUT');
  await page.getByTestId('brand-save').click();
  return answered;
}

async function fillPassword(page: Page, label: string, value: string) {
  await page.locator(`input[name="${FIELDS[label]}"]`).fill(value);
}

test('a broker starts an agency, confirms the address and lands signed in on its own address', async ({ page }) => {
  const id = unique();
  const slug = `harbor-${id}`;
  const email = `founder-${id}@harbor.example`;
  await page.goto(`${PLATFORM}/`);
  await page.getByRole('link', { name: 'Start your agency' }).first().click();
  await expect(page).toHaveURL(`${PLATFORM}/auth/signup/broker`);
  await expect(page.getByRole('heading', { name: 'Start your agency' })).toBeVisible();

  await page.getByLabel('Your name').fill('Nadia Harbor');
  await page.getByLabel('Agency name').fill(`Harbor ${id} Benefits`);
  // The subdomain follows the agency name, and its availability is checked live.
  await expect(page.getByLabel('Subdomain')).toHaveValue(`harbor-${id}-benefits`);
  await page.getByLabel('Subdomain').fill('summit');
  await expect(page.getByTestId('slug-status')).toContainText(/taken/i);
  await page.getByLabel('Subdomain').fill('ab');
  await expect(page.getByText('The subdomain needs at least 3 characters')).toBeVisible();
  await page.getByLabel('Subdomain').fill(slug);
  await expect(page.getByTestId('slug-status')).toHaveText(`Available: ${slug}.localhost:${new URL(PLATFORM).port}`);
  await page.getByLabel('Work email').fill(email);
  // A common password gets the server's field error.
  await fillPassword(page, 'Password', 'password1234');
  await page.getByRole('button', { name: 'Create my agency' }).click();
  await expect(page.getByText('This password is too common; choose another')).toBeVisible();
  await shot(page, 'signup-broker');
  await fillPassword(page, 'Password', `harbor-${id}-long-secret`);
  const before = mails().length;
  await page.getByRole('button', { name: 'Create my agency' }).click();
  // Nothing is made before the address is confirmed (the answer is the same for an address that has an account).
  await expect(page.getByTestId('signup-sent')).toContainText(email);
  await shot(page, 'signup-broker-sent');

  // The emailed link, on the platform's own address, opens the agency and signs its owner in there.
  const mail = await waitForMail(email, { since: before, subject: /confirm/i });
  const link = linkIn(mail, '/auth/signup/broker');
  expect(new URL(link).searchParams.get('token')).toBeTruthy();
  expect(new URL(link).host).toBe(new URL(PLATFORM).host);
  await page.goto(link);
  await expect(page).toHaveURL(`${agencyBase(slug)}/dashboard`, { timeout: 20_000 });
  await expect(page.getByTestId('user-menu')).toContainText('Nadia Harbor');
  await expect(page.getByTestId('user-menu')).toContainText('Owner');
  // The link confirmed the address, so no "Confirm your email" banner.
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByTestId('verify-email-banner')).toHaveCount(0);
  await shot(page, 'dashboard-new-agency');
  // The same link a second time: already used.
  await page.goto(link);
  await expect(page.getByTestId('token-used')).toBeVisible();
  await shot(page, 'signup-confirm-used');

  // Its settings show the trial.
  await page.goto(`${agencyBase(slug)}/dashboard/settings`);
  await expect(page.getByTestId('trial-status')).toContainText(/1[34] days left/);
});

test('starting an agency with an address that has an account gets the same answer, and its owner a note', async ({ page }) => {
  const id = unique();
  const before = mails().length;
  await page.goto(`${PLATFORM}/auth/signup/broker`);
  await page.getByLabel('Your name').fill('Someone Else');
  await page.getByLabel('Agency name').fill(`Copycat ${id}`);
  await expect(page.getByLabel('Subdomain')).toHaveValue(`copycat-${id}`);
  await page.getByLabel('Work email').fill(DEMO.owner.email);
  await fillPassword(page, 'Password', `copycat-${id}-long-secret`);
  await page.getByRole('button', { name: 'Create my agency' }).click();
  await expect(page.getByTestId('signup-sent')).toContainText(DEMO.owner.email);
  // The owner of the address hears of it, with the way to sign in (or reset), and nothing is made.
  const note = await waitForMail(DEMO.owner.email, { since: before, subject: /tried to sign up/i });
  expect(new URL(linkIn(note, '/auth/signin')).host).toBe(new URL(PLATFORM).host);
  expect(note.text).toContain('reset');
  const availability = await (await page.request.get(`${PLATFORM}/api/auth/slug-availability?slug=copycat-${id}`)).json();
  expect(availability.available).toBe(true);
});

test('forgot password: a link by email, a new password, then sign-in', async ({ page }) => {
  const user = DEMO.broker2;
  await page.goto(`${SUMMIT}/auth/signin`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/auth/reset-password`);
  const before = mails().length;
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByTestId('link-sent')).toContainText(user.email);
  await shot(page, 'reset-password-sent');
  // An unknown address gets the same confirmation.
  await page.goto(`${SUMMIT}/auth/reset-password`);
  await page.getByLabel('Email').fill('nobody-at-all@summit.example');
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByTestId('link-sent')).toContainText('nobody-at-all@summit.example');

  const mail = await waitForMail(user.email, { since: before, subject: /password/i });
  const link = linkIn(mail, '/auth/reset-password');
  expect(new URL(link).host).toBe(new URL(SUMMIT).host);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await fillPassword(page, 'New password', 'short');
  await fillPassword(page, 'Repeat the new password', 'different');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Use at least 12 characters')).toBeVisible();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await shot(page, 'reset-password-form');
  // Back to the demo password, so the rest of the suite signs in as before.
  await fillPassword(page, 'New password', PASSWORD);
  await fillPassword(page, 'Repeat the new password', PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  await shot(page, 'reset-password-done');
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/auth/signin`);
  await signIn(page, user);
  // The link works once.
  await page.goto(link);
  await fillPassword(page, 'New password', `${PASSWORD}-x`);
  await fillPassword(page, 'Repeat the new password', `${PASSWORD}-x`);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByTestId('token-used')).toBeVisible();
  await shot(page, 'reset-password-used');
});

test('a one-time sign-in link by email', async ({ page }) => {
  const user = DEMO.broker;
  await page.goto(`${SUMMIT}/auth/signin`);
  await shot(page, 'signin-with-links');
  await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/auth/magic-link`);
  const before = mails().length;
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByTestId('link-sent')).toBeVisible();
  await shot(page, 'magic-link-sent');
  const mail = await waitForMail(user.email, { since: before, subject: /sign.?in/i });
  const link = linkIn(mail, '/auth/magic-link');
  await page.goto(link);
  await expect(page).toHaveURL(`${SUMMIT}/dashboard`);
  await expect(page.getByTestId('user-menu')).toContainText(user.name);
  // Single use.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByTestId('token-used')).toBeVisible();
  await shot(page, 'magic-link-used');
});

test('email links that cannot be used get their own pages', async ({ page }) => {
  await page.goto(`${SUMMIT}/auth/verify-email?token=not-a-real-token`);
  await expect(page.getByTestId('token-invalid')).toBeVisible();
  await shot(page, 'verify-email-invalid');
  await page.goto(`${SUMMIT}/auth/magic-link?token=not-a-real-token`);
  await expect(page.getByTestId('token-invalid')).toBeVisible();
  await page.goto(`${SUMMIT}/auth/signup?invite=not-a-real-token`);
  await expect(page.getByTestId('token-invalid')).toBeVisible();
  await shot(page, 'invite-invalid');
  await page.goto(`${PLATFORM}/auth/signup`);
  await expect(page.getByTestId('invite-only')).toContainText('Sign-up is by invitation');
  await shot(page, 'signup-invite-only');
  await page.goto(`${SUMMIT}/auth/signin?sso_error=provider_refused`);
  await expect(page.getByTestId('sso-error')).toContainText('cancelled');
});

test('the owner invites a broker, who signs up from the emailed link and appears in the members', async ({ page, browser }) => {
  const id = unique();
  const email = `new-broker-${id}@summit.example`;
  await signIn(page, DEMO.owner);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'Users & roles' }).click();
  await expect(page.getByTestId('members').locator('tbody tr').first()).toBeVisible();
  const before = mails().length;
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Name (optional)').fill('Theo Newman');
  await dialog.getByLabel('Role').click();
  await page.getByRole('option', { name: /^Broker/ }).click();
  await shot(page, 'settings-invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('notice')).toContainText(`Invitation sent to ${email}`);
  await expect(page.getByTestId(`invite-${email}`)).toBeVisible();

  const mail = await waitForMail(email, { since: before });
  const link = linkIn(mail, '/auth/signup');
  const invitee = await browser.newContext();
  const p2 = await invitee.newPage();
  const inviteErrors = consoleErrors(p2);
  const previews: string[] = [];
  p2.on('request', (r) => {
    if (r.url().includes('/api/auth/invites/')) previews.push(r.url());
  });
  await p2.goto(link);
  await expect(p2.getByTestId('invite-preview')).toContainText('Summit Benefits Group');
  await expect(p2.getByTestId('invite-preview')).toContainText('Broker');
  await expect(p2.getByTestId('invite-preview')).toContainText(email);
  await expect(p2.getByLabel('Your name')).toHaveValue('Theo Newman');
  await shot(p2, 'signup-invite');
  await p2.locator('input[name="password"]').fill(`theo-${id}-long-secret`);
  await p2.getByRole('button', { name: 'Join Summit Benefits Group' }).click();
  await expect(p2).toHaveURL(`${SUMMIT}/dashboard`);
  await expect(p2.getByTestId('user-menu')).toContainText('Theo Newman');
  // The invite is read once, and joining logs no error (the used invite is not asked for again).
  expect(previews).toHaveLength(1);
  expect(inviteErrors).toEqual([]);
  await invitee.close();

  await page.reload();
  await expect(page.getByTestId(`member-${email}`)).toContainText('Theo Newman');
  await expect(page.getByTestId(`invite-${email}`)).toHaveCount(0);
  // Deactivate with confirmation, then reactivate.
  await page.getByTestId(`member-${email}`).getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('dialog')).toContainText('signed out');
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId(`member-${email}`)).toContainText('Deactivated');
  await page.getByTestId(`member-${email}`).getByRole('button', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByTestId(`member-${email}`)).toContainText('Active');
});

test('the owner creates a custom role with the permission matrix', async ({ page }) => {
  const id = unique();
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/settings?tab=team`);
  await page.getByRole('button', { name: 'New role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Label').fill(`Analyst ${id}`);
  await expect(dialog.getByLabel('Identifier')).toHaveValue(`analyst_${id}`);
  await dialog.getByLabel('Audit log: read').check();
  await dialog.getByLabel('Members & invitations: read').check();
  await shot(page, 'settings-role-editor');
  await dialog.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByTestId(`role-analyst_${id}`)).toContainText('Custom');
  await page.getByTestId(`role-analyst_${id}`).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId(`role-analyst_${id}`)).toHaveCount(0);
});

test('settings show each role what it may use', async ({ page, playwright }) => {
  // A second session of the owner elsewhere, to end from the security tab.
  const elsewhere = await playwright.request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1' } });
  expect((await elsewhere.post('/api/auth/signin', { data: { email: DEMO.owner.email, password: PASSWORD } })).status()).toBe(200);
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/settings`);
  const tabs = page.getByRole('tablist', { name: 'Settings sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Agency profile', 'Users & roles', 'Single sign-on', 'Security']);
  await expect(page.getByLabel('Agency name')).toHaveValue('Summit Benefits Group');
  await shot(page, 'settings-profile');
  await tabs.getByRole('tab', { name: 'Users & roles' }).click();
  await expect(page.getByTestId('roles').locator('tbody tr').first()).toBeVisible();
  await shot(page, 'settings-team');
  await tabs.getByRole('tab', { name: 'Single sign-on' }).click();
  await expect(page.getByTestId('sso-redirect-uri')).toContainText('/api/auth/sso/callback');
  await shot(page, 'settings-sso');
  await tabs.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('sessions')).toContainText('This device');
  await shot(page, 'settings-security');
  // Other sessions can be ended; this one stays.
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('notice')).toContainText('Signed out everywhere else');
  await expect(page.getByTestId('sessions').locator('tbody tr')).toHaveCount(1);
  expect((await elsewhere.get('/api/me')).status()).toBe(401);
  await elsewhere.dispose();
  // A wrong current password is refused by its field.
  await page.locator('input[name="current-password"]').fill('not-my-password');
  await page.locator('input[name="new-password"]').fill('a-brand-new-secret-2026');
  await page.locator('input[name="repeat-password"]').fill('a-brand-new-secret-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('input[name="current-password"]')).toHaveAttribute('aria-invalid', 'true');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/settings`);
  await expect(tabs.getByRole('tab')).toHaveText(['Agency profile', 'Users & roles', 'Security']);
  await expect(page.getByRole('button', { name: 'Brand & domains' })).toHaveCount(0);
  await tabs.getByRole('tab', { name: 'Users & roles' }).click();
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);
  await shot(page, 'settings-broker');
  await page.goto(`${SUMMIT}/dashboard/settings/brand`);
  await expect(page.getByText("You don't have access")).toBeVisible();
});

test('the brand editor re-themes the portal and checks contrast', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/settings`);
  await page.getByRole('link', { name: 'Brand & domains' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard/settings/brand`);
  const primary = page.getByLabel('Primary colour', { exact: true });
  await expect(primary).toHaveValue(/^#[0-9a-f]{6}$/i);
  const original = await primary.inputValue();
  await shot(page, 'brand-editor');

  // A light yellow fails AA for white text; the suggested darker shade passes.
  await primary.fill('#f5c518');
  await expect(page.getByTestId('contrast-primary_color')).toContainText('AA normal fail');
  await expect(page.getByTestId('preview-primary-button')).toHaveCSS('background-color', hexToRgb('#f5c518'));
  await shot(page, 'brand-editor-contrast-fail');
  // The server refuses it too, with its own suggestion.
  expect((await saveBrand(page)).status()).toBe(400);
  await expect(page.getByTestId('colour-primary_color')).toContainText('WCAG AA needs 4.5:1');
  await page.getByTestId('use-suggestion-primary_color').click();
  const suggested = await primary.inputValue();
  // The demo's secondary colour is under 4.5:1 for white text too, and the server checks it as well.
  if (await page.getByTestId('use-suggestion-secondary_color').isVisible()) await page.getByTestId('use-suggestion-secondary_color').click();
  await expect(page.getByTestId('contrast-primary_color')).toContainText('AA normal pass');
  expect((await saveBrand(page)).status()).toBe(200);
  await expect(page.getByTestId('notice')).toContainText('Brand saved');
  // The whole portal uses it at once: the app bar is in the new colour.
  await expect(page.locator('header').first()).toHaveCSS('background-color', hexToRgb(suggested));
  await page.goto(`${SUMMIT}/`);
  await expect(page.getByTestId('brand-hero')).toHaveCSS('background-color', hexToRgb(suggested));

  // Custom domain: the TXT record to create, and verification that waits for DNS.
  await page.goto(`${SUMMIT}/dashboard/settings/brand`);
  // Favicon upload: checked in the browser first (type, 1 MB), then sent with a progress bar.
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const favicon = page.getByTestId('file-favicon');
  await favicon.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('upload-error-favicon')).toHaveText('Use a PNG, JPEG, WebP, SVG or ICO image.');
  await favicon.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(1024 * 1024 + 10, 1) });
  await expect(page.getByTestId('upload-error-favicon')).toHaveText('This file is 1.0 MB; the limit is 1 MB.');
  await favicon.setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('notice')).toContainText('Favicon uploaded');
  await expect(page.getByTestId('upload-favicon').getByRole('img', { name: 'Current favicon' })).toBeVisible();
  // The whole portal uses it: the tab's icon is the uploaded file.
  await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /^(?!data:)/);
  await page.getByTestId('upload-favicon').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('notice')).toContainText('Favicon removed');
  await expect(page.getByTestId('upload-favicon').getByRole('img', { name: 'Current favicon' })).toHaveCount(0);

  const domain = `benefits-${unique()}.summit.example`;
  await page.getByLabel('Domain', { exact: true }).fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const row = page.getByTestId(`domain-${domain}`);
  await expect(row.getByTestId('record-name')).toContainText(domain);
  await expect(row.getByTestId('record-value')).not.toBeEmpty();
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(row.getByTestId('verify-result')).toBeVisible();
  await expect(row.getByTestId('domain-status')).toHaveText('Waiting for DNS');
  await shot(page, 'brand-domains');
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);

  // Back to the original colour.
  await primary.fill(original);
  expect((await saveBrand(page)).status()).toBe(200);
  await expect(page.getByTestId('notice')).toContainText('Brand saved');
});

test('someone with an account elsewhere joins with the password they have', async ({ page, browser, playwright }) => {
  const id = unique();
  const email = `elsewhere-${id}@harbor.example`;
  const password = `elsewhere-${id}-secret`;
  // An owner of another agency (signed up through the API on the platform host).
  const platform = await playwright.request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1' } });
  const sent = mails().length;
  const res = await platform.post('/api/auth/signup/broker', {
    data: { name: 'Elsa Where', agency_name: `Elsewhere ${id}`, slug: `elsewhere-${id}`, email, password },
  });
  expect(res.status(), await res.text()).toBe(202);
  const confirm = new URL(linkIn(await waitForMail(email, { since: sent, subject: /confirm/i }), '/auth/signup/broker'));
  const opened = await platform.post('/api/auth/signup/broker/confirm', { data: { token: confirm.searchParams.get('token') } });
  expect(opened.status(), await opened.text()).toBe(201);
  await platform.dispose();

  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/settings?tab=team`);
  const before = mails().length;
  await page.getByRole('button', { name: 'Invite' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId(`invite-${email}`)).toBeVisible();
  const link = linkIn(await waitForMail(email, { since: before, subject: /invited/i }), '/auth/signup');

  const invitee = await browser.newContext();
  const p2 = await invitee.newPage();
  await p2.goto(link);
  await expect(p2.getByText(`${email} already has an account`)).toBeVisible();
  await expect(p2.getByLabel('Your name')).toHaveCount(0);
  await shot(p2, 'signup-invite-existing');
  await p2.locator('input[name="password"]').fill('not-the-password');
  await p2.getByRole('button', { name: 'Join Summit Benefits Group' }).click();
  await expect(p2.getByText('This is not the password of the existing account')).toBeVisible();
  await p2.locator('input[name="password"]').fill(password);
  await p2.getByRole('button', { name: 'Join Summit Benefits Group' }).click();
  await expect(p2).toHaveURL(`${SUMMIT}/dashboard`);
  await expect(p2.getByTestId('user-menu')).toContainText('Elsa Where');
  await invitee.close();
});

test('an employee without email signs up on the agency host with the code from their letter', async ({ page }) => {
  const api = await summitApi();
  const groups = await (await api.get('/api/groups?q=Granite')).json();
  const groupId = groups.data[0].id as string;
  const code = (await (await api.get(`/api/groups/${groupId}/enrollment-code`)).json()).code as string;
  const employee = await createEmployee(api, groupId, { first_name: 'Casey', dob: '1988-04-12' });
  await page.goto(`${SUMMIT}/auth/signup?code=${code}`);
  const form = page.getByTestId('code-signup');
  await expect(form.getByLabel('Enrollment code')).toHaveValue(code);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Last name').fill('Nobody');
  await form.getByLabel('Date of birth').fill('1988-04-12');
  await form.getByLabel('Your email').fill(`casey-${unique()}@example.com`);
  await form.locator('input[name="password"]').fill('casey enrolls today');
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(form.getByText(/roster/i)).toBeVisible();
  await shot(page, 'signup-code-not-on-roster');
  await form.getByLabel('Last name').fill(employee.last_name);
  await form.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/employees$/);
});
