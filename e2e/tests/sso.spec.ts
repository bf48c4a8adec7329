import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';

let provider: ChildProcess | undefined;
let issuer = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

test.beforeAll(async () => {
  const port = await freePort();
  provider = spawn(
    process.execPath,
    [join(import.meta.dirname, '..', 'oidc-provider.mjs'), '--port', String(port), '--client-id', 'canopy-e2e', '--client-secret', 'e2e-secret', '--redirect-uri', `${SUMMIT}/api/auth/sso/callback`],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the OpenID provider did not start')), 15_000);
    provider!.stdout!.on('data', (chunk: Buffer) => {
      const m = /ready (\S+)/.exec(chunk.toString());
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
});

test.afterAll(() => {
  provider?.kill('SIGTERM');
});

test('the owner sets up single sign-on, and people sign in with it', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/settings?tab=sso`);
  const form = page.getByTestId('sso-form');
  await expect(page.getByTestId('sso-status')).toHaveText('Not set up');
  // An issuer without a discovery document is refused, by its field.
  await form.getByLabel('Issuer URL').fill('http://127.0.0.1:9/nowhere');
  await form.getByLabel('Client ID').fill('canopy-e2e');
  await form.getByLabel('Client secret').fill('e2e-secret');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Issuer URL')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Issuer URL').fill(issuer);
  await form.getByLabel('Show “Sign in with SSO” on the sign-in page').check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('sso-status')).toHaveText('On');
  await expect(form.getByLabel('Client secret')).toHaveAttribute('placeholder', /stored/);
  await shot(page, 'settings-sso-configured');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/auth/signin`);
  await page.getByTestId('sso-button').click();
  // The provider's own login form.
  await page.locator('input[name="login"]').fill(DEMO.broker.email);
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
  await expect(page).toHaveURL(`${SUMMIT}/dashboard`);
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.broker.name);
  await shot(page, 'sso-signed-in');

  // Someone without an account (and no just-in-time accounts) comes back with the reason.
  await page.context().clearCookies();
  await page.goto(`${SUMMIT}/auth/signin`);
  await page.getByTestId('sso-button').click();
  await page.locator('input[name="login"]').fill('stranger@elsewhere.example');
  await page.locator('input[name="password"]').fill('anything');
  await page.locator('button[type="submit"], input[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/auth\/signin\?sso_error=/);
  await expect(page.getByTestId('sso-error')).toContainText('no account for you here');
  await shot(page, 'signin-sso-error');

  // Remove it again: the button goes away.
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/settings?tab=sso`);
  await page.getByRole('button', { name: 'Remove single sign-on' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('sso-status')).toHaveText('Not set up');
});
