import { expect, test } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { operatorApi, shot, signIn } from '../helpers';

const clientText = (host: string) =>
  `Application error: a client-side exception has occurred while loading ${host} (see the browser console for more information)`;
const serverText = (host: string) =>
  `Application error: a server-side exception has occurred while loading ${host} (see the server logs for more information)`;

test('an uncaught client exception shows the client error screen and is reported once', async ({ page }) => {
  await signIn(page, DEMO.owner);
  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/client-errors')) reports.push(r.postData() ?? '');
  });
  const reported = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/client-errors'));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('boom');
    }),
  );
  await expect(page.getByRole('heading')).toHaveText(clientText('summit.localhost'));
  await expect(page.getByRole('alert')).toHaveText(clientText('summit.localhost'));
  expect((await reported).status()).toBe(201);
  await shot(page, 'error-client');
  await page.waitForTimeout(500);
  expect(reports).toHaveLength(1);
  const body = JSON.parse(reports[0]);
  expect(body).toMatchObject({ kind: 'client', message: 'boom', url: `${SUMMIT}/dashboard` });

  // Stored for the back office: the operator sees it through GET /api/client-errors.
  const api = await operatorApi();
  const list = await (await api.get('/api/client-errors', { params: { q: 'boom', per_page: 50 } })).json();
  const stored = list.data.find((e: { message: string }) => e.message === 'boom');
  expect(stored).toMatchObject({ kind: 'client', url: `${SUMMIT}/dashboard`, user_email: DEMO.owner.email });
  await api.dispose();
});

test('an unhandled promise rejection shows the client error screen', async ({ page }) => {
  await page.goto(`${SUMMIT}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new Error('rejected on purpose'));
  });
  await expect(page.getByRole('alert')).toHaveText(clientText('summit.localhost'));
});

test('a real server error shows the server error screen with its digest', async ({ page, context }) => {
  await context.addCookies([{ name: 'canopy_fail', value: '1', url: SUMMIT }]);
  // The brand is what the page needs first; its failure is the one on screen.
  const failed = page.waitForResponse((r) => r.url().endsWith('/api/brand'));
  await page.goto(`${SUMMIT}/dashboard`);
  const response = await failed;
  expect(response.status()).toBe(500);
  const digest = response.headers()['x-request-id'];
  expect(digest).toBeTruthy();
  expect((await response.json()).digest).toBe(digest);
  await expect(page.getByRole('heading')).toHaveText(serverText('summit.localhost'));
  await expect(page.getByTestId('error-digest')).toHaveText(digest);
  await expect(page.getByRole('alert')).toContainText(`Digest: ${digest}`);
  await shot(page, 'error-server');
});

test('an unknown route gets the 404 page in the brand', async ({ page }) => {
  await page.goto(`${SUMMIT}/no/such/page`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Summit Benefits Group');
  await shot(page, 'not-found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(`${SUMMIT}/`);
});

test('an unknown dashboard route gets the 404 inside the dashboard', async ({ page }) => {
  await signIn(page, DEMO.broker2);
  await page.goto(`${SUMMIT}/dashboard/nothing-here`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText(DEMO.broker2.name);
  await shot(page, 'not-found-dashboard');
});
