import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, type DemoUser } from '../env';
import { shot } from '../helpers';

async function adminSignIn(page: Page, user: DemoUser) {
  await page.goto(`${user.base}/admin`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Profile' })).toContainText(user.name);
}

const menu = (page: Page) => page.getByRole('main').getByRole('menu');
const unique = () => Date.now().toString(36);

test('the owner manages invitations in the back office', async ({ page }) => {
  await adminSignIn(page, DEMO.owner);
  for (const item of ['Members', 'Invitations', 'Roles', 'Audit log', 'Email outbox', 'Brand', 'Custom domains', 'Single sign-on']) {
    await expect(menu(page).getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu(page).getByRole('menuitem', { name: 'Agencies' })).toHaveCount(0);
  await menu(page).getByRole('menuitem', { name: 'Invitations' }).click();
  const invite = page.getByRole('link', { name: 'Invite' });
  await expect(invite).toHaveAttribute('href', /#\/invites\/create$/);
  // The list writes its default filter into the address a moment after it shows, which can take
  // a click on "Invite" back to the list: open the form on its own address instead.
  await page.goto(page.url().replace(/#.*$/, '#/invites/create'));
  const form = page.locator('form');
  const email = `admin-invite-${unique()}@summit.example`;
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Name' }).fill('Ivy Invited');
  await page.getByRole('button', { name: 'Save' }).click();
  const row = page.locator('tbody tr', { hasText: email });
  await expect(row).toContainText('Pending');
  await shot(page, 'admin-invites');
  await row.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`Invitation sent again to ${email}`)).toBeVisible();
  await row.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('tbody tr', { hasText: email })).toHaveCount(0);
});

test('the owner edits roles and members, and reads the audit log and outbox', async ({ page }) => {
  await adminSignIn(page, DEMO.owner);
  // A custom role with permission checkboxes.
  await menu(page).getByRole('menuitem', { name: 'Roles' }).click();
  await expect(page.locator('tbody tr', { hasText: 'Owner' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'New role' }).click();
  const id = unique();
  // The form's fields (the list behind it also has a "Label" column header while it leaves).
  await page.getByRole('textbox', { name: 'Label' }).fill(`Auditor ${id}`);
  await page.getByRole('textbox', { name: 'Identifier' }).fill(`auditor_${id}`);
  await page.getByLabel('audit · read').check();
  await shot(page, 'admin-role-create');
  await page.getByRole('button', { name: 'Save' }).click();
  const roleRow = page.locator('tbody tr', { hasText: `auditor_${id}` });
  await expect(roleRow).toContainText('Custom');
  await roleRow.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('members · read').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('tbody tr', { hasText: `auditor_${id}` })).toContainText('members:read');
  await shot(page, 'admin-roles');
  await page.locator('tbody tr', { hasText: `auditor_${id}` }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('tbody tr', { hasText: `auditor_${id}` })).toHaveCount(0);

  // A member's role and status.
  await menu(page).getByRole('menuitem', { name: 'Members' }).click();
  await page.locator('tbody tr', { hasText: 'Priya Natarajan' }).click();
  await page.getByRole('link', { name: 'Change role or status' }).click();
  await expect(page.getByLabel('Role')).toBeVisible();
  await shot(page, 'admin-member-edit');

  // The audit log has the role changes, with before and after.
  await menu(page).getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot(page, 'admin-audit-log');
  await page.locator('tbody tr', { hasText: `Changed the role Auditor ${id}` }).click();
  await expect(page.getByTestId('json-before')).toContainText('audit');
  await expect(page.getByTestId('json-after')).toContainText('members');
  await shot(page, 'admin-audit-entry');

  // The outbox shows each email, its HTML sandboxed (one is sent now, so there is one).
  const status = await page.evaluate(() =>
    fetch('/api/auth/magic-link/request', { method: 'POST', headers: { 'content-type': 'application/json', 'X-Canopy-Csrf': '1' }, body: JSON.stringify({ email: 'marcus@summit.example' }) }).then((r) => r.status),
  );
  expect(status).toBe(202);
  // The message is written just after the answer.
  await expect.poll(() => page.evaluate(() => fetch('/api/outbox?kind=magic_link&q=marcus').then((r) => r.json()).then((b) => b.total as number))).toBeGreaterThan(0);
  await menu(page).getByRole('menuitem', { name: 'Email outbox' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot(page, 'admin-outbox');
  await page.locator('tbody tr', { hasText: 'marcus@summit.example' }).first().click();
  await expect(page.getByTestId('outbox-html')).toHaveAttribute('sandbox', '');
  // The sign-in link is the recipient's alone: the outbox names its page, never the link.
  await expect(page.getByTestId('outbox-text')).toContainText('[sign-in link removed]');
  await expect(page.getByTestId('outbox-text')).not.toContainText('token=');
  await shot(page, 'admin-outbox-message');
});

test('the owner has brand, domain and SSO pages in the back office', async ({ page }) => {
  await adminSignIn(page, DEMO.owner);
  await menu(page).getByRole('menuitem', { name: 'Brand' }).click();
  await expect(page.getByLabel('Display name')).toHaveValue('Summit Benefits Group');
  await shot(page, 'admin-brand');
  await menu(page).getByRole('menuitem', { name: 'Custom domains' }).click();
  await expect(page.getByRole('heading', { name: 'Custom domains' })).toBeVisible();
  await shot(page, 'admin-domains');
  await menu(page).getByRole('menuitem', { name: 'Single sign-on' }).click();
  await expect(page.getByTestId('admin-sso-redirect')).toContainText('/api/auth/sso/callback');
  await shot(page, 'admin-sso');
});

test('the operator keeps agencies, outbox and client errors', async ({ page }) => {
  await adminSignIn(page, DEMO.operator);
  for (const item of ['Agencies', 'Email outbox', 'Client errors']) await expect(menu(page).getByRole('menuitem', { name: item })).toBeVisible();
  for (const item of ['Members', 'Invitations', 'Roles', 'Brand']) await expect(menu(page).getByRole('menuitem', { name: item })).toHaveCount(0);
  await page.evaluate(() =>
    fetch('/api/auth/magic-link/request', { method: 'POST', headers: { 'content-type': 'application/json', 'X-Canopy-Csrf': '1' }, body: JSON.stringify({ email: 'operator@canopy.example' }) }),
  );
  await menu(page).getByRole('menuitem', { name: 'Email outbox' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await shot(page, 'admin-outbox-operator');
});
