import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PASSWORD, PLATFORM, SCREENSHOTS, type DemoUser } from './env';

/** Saves a full-page screenshot to e2e/screenshots/{name}.png (git-ignored) for a person to look at. */
export async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Signs in through the portal's form on the user's host and waits for the dashboard. */
export async function signIn(page: Page, user: DemoUser, opts: { from?: string } = {}) {
  await page.goto(`${user.base}${opts.from ?? '/auth/signin'}`);
  await page.locator('input[name="email"]').fill(user.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu')).toContainText(user.name);
}

/** An API session on the platform host (operator), for checks the UI does not show directly. */
export async function operatorApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1' } });
  const res = await api.post('/api/auth/signin', { data: { email: 'operator@canopy.example', password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** "#0B4F6C" → "rgb(11, 79, 108)", as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = parseInt(h, 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
