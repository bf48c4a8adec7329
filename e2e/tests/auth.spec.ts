import { expect, test } from '@playwright/test';
import { DEMO, PASSWORD, PLATFORM, SUMMIT } from '../env';
import { consoleErrors, shot, signIn } from '../helpers';

for (const [key, user] of Object.entries(DEMO).filter(([key]) => key !== 'employee')) {
  test(`${user.role} ${user.name} signs in and lands on the dashboard`, async ({ page }) => {
    await signIn(page, user);
    await expect(page.getByTestId('greeting')).toContainText(user.name.split(' ')[0]);
    await expect(page.getByTestId('user-menu')).toContainText(user.role);
    const backOffice = page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Back office' });
    if (['operator', 'owner', 'admin'].includes(key)) await expect(backOffice).toBeVisible();
    else await expect(backOffice).toHaveCount(0);
    // The dashboard data loaded (or its designed 403 state), never a spinner left behind.
    await expect(page.getByRole('heading', { name: 'Recent activity' }).or(page.getByText("You don't have access"))).toBeVisible();
    await shot(page, `dashboard-${key}`);
  });
}

test('the employee signs in and lands on their benefits, not the dashboard', async ({ page }) => {
  await page.goto(`${DEMO.employee.base}/auth/signin`);
  await page.locator('input[name="email"]').fill(DEMO.employee.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/employees$/);
  await expect(page.getByTestId('employee-name')).toHaveText(DEMO.employee.name);
  await expect(page.getByTestId('greeting')).toContainText('Leo');
  await shot(page, 'dashboard-employee');
});

test('a wrong password gets one generic message', async ({ page }) => {
  await page.goto(`${SUMMIT}/auth/signin`);
  await page.locator('input[name="email"]').fill('dana@summit.example');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('signin-error')).toHaveText('The email or password is incorrect.');
  await expect(page).toHaveURL(`${SUMMIT}/auth/signin`);
  // An unknown account gets exactly the same answer.
  await page.locator('input[name="email"]').fill('nobody@summit.example');
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('signin-error')).toHaveText('The email or password is incorrect.');
  await shot(page, 'signin-error');
});

test('too many failed attempts are slowed down with the time to wait', async ({ page }) => {
  await page.goto(`${SUMMIT}/auth/signin`);
  const error = page.getByTestId('signin-error');
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.locator('input[name="email"]').fill('nobody-here@summit.example');
    await page.locator('input[name="password"]').fill(`wrong-${attempt}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin'));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    if ((await answered).status() === 429) break;
    await expect(error).toHaveText('The email or password is incorrect.');
  }
  await expect(error).toHaveText(/^Too many attempts, try again in \d+ (second|minute|hour)s?( \d+ minutes?)?$/);
  await page.locator('input[name="password"]').fill('another-try');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await shot(page, 'signin-rate-limited');
});

test('the dashboard signed out goes to sign-in, and back after signing in', async ({ page }) => {
  await page.goto(`${SUMMIT}/dashboard`);
  await expect(page).toHaveURL(`${SUMMIT}/auth/signin?next=%2Fdashboard`);
  await page.locator('input[name="email"]').fill(DEMO.broker.email);
  await page.locator('input[name="password"]').fill('summit-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard`);
});

test('staff sessions last the working day unless "remember me" is ticked', async ({ page }) => {
  const sessionHours = () =>
    page.evaluate(async () => {
      const sessions = (await fetch('/api/me/sessions').then((r) => r.json())) as { current: boolean; created_at: string; expires_at: string }[];
      const current = sessions.find((s) => s.current)!;
      return (Date.parse(current.expires_at) - Date.parse(current.created_at)) / 3_600_000;
    });
  for (const remember of [false, true]) {
    await page.goto(`${SUMMIT}/auth/signin`);
    await page.locator('input[name="email"]').fill(DEMO.broker.email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    const checkbox = page.getByRole('checkbox', { name: 'Remember me on this device' });
    await expect(checkbox).not.toBeChecked();
    if (remember) await checkbox.check();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${SUMMIT}/dashboard`);
    const hours = await sessionHours();
    if (remember) expect(hours).toBeGreaterThan(12);
    else expect(hours).toBeLessThanOrEqual(12);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${SUMMIT}/auth/signin`);
  }
});

test('signing out ends the session', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toContainText('grace@summit.example');
  await shot(page, 'user-menu');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/auth/signin`);
  const me = await page.evaluate(() => fetch('/api/me').then((r) => r.status));
  expect(me).toBe(401);
  await page.goto(`${SUMMIT}/dashboard`);
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fdashboard$/);
});

test('the operator works on the platform host', async ({ page }) => {
  await signIn(page, DEMO.operator);
  await expect(page).toHaveURL(`${PLATFORM}/dashboard`);
});

test('a visitor on the public pages meets no error, and someone signed in is offered the way back', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${SUMMIT}/auth/signin`);
  await expect(page.locator('input[name="email"]')).toBeVisible();
  await page.goto(`${SUMMIT}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(errors).toEqual([]);

  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard`);
  expect(errors).toEqual([]);
});
