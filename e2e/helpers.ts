import AxeBuilder from '@axe-core/playwright';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agencyBase, MAIL_FILE, PASSWORD, PLATFORM, PORT, SCREENSHOTS, type DemoUser } from './env';

/** Saves a full-page screenshot to e2e/screenshots/{name}.png (git-ignored) for a person to look at. */
export async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // From the top, so sticky bars sit where they belong in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await transitionsDone(page);
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  await expectAccessible(page, name);
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in, a snackbar sliding
 * up): half-faded text has half its contrast, and axe would report it. Spinners and skeletons
 * run forever and are not waited for.
 */
async function transitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
}

/**
 * Checks the page as it stands with axe-core (WCAG 2.1 A and AA rules): no serious or critical
 * violation. Every screenshot the suite takes is checked, so every screen it visits is. Samples
 * of a colour being chosen (`data-colour-sample`: the brand editor's preview) show the colour as
 * it is, readable or not, and are left out.
 */
export async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-colour-sample]')
    // The portal has no frames: axe runs in the page itself, without a helper page per check.
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`);
  expect(report, `accessibility of ${name} (${page.url()})`).toEqual([]);
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

export interface SinkMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail the SMTP sink received so far. */
export function mails(): SinkMail[] {
  if (!existsSync(MAIL_FILE)) return [];
  return readFileSync(MAIL_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SinkMail);
}

/**
 * Waits for a mail to `to` (matching `subject` when given) that arrived after `since` mails were
 * in the sink, and returns it; the server delivers its outbox every 2 seconds.
 */
export async function waitForMail(to: string, opts: { subject?: RegExp; since?: number; timeout?: number } = {}): Promise<SinkMail> {
  const deadline = Date.now() + (opts.timeout ?? 20_000);
  while (Date.now() < deadline) {
    const found = mails()
      .slice(opts.since ?? 0)
      .reverse()
      .find((m) => m.to.includes(to.toLowerCase()) && (!opts.subject || opts.subject.test(m.subject)));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to}${opts.subject ? ` matching ${opts.subject}` : ''} within ${(opts.timeout ?? 20_000) / 1000}s (sink: ${MAIL_FILE})`);
}

/** The first link of a mail's text whose path starts with `path` (e.g. "/auth/reset-password"). */
export function linkIn(mail: SinkMail, path: string): string {
  const urls = (mail.text + '\n' + mail.html).match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const url = urls.map((u) => u.replace(/&amp;/g, '&')).find((u) => new URL(u).pathname.startsWith(path));
  if (!url) throw new Error(`no ${path} link in the mail "${mail.subject}": ${mail.text}`);
  return url;
}

/** Errors the page logs from now on (failed requests show up here as "Failed to load resource"). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`.trim());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export interface NewAgency {
  slug: string;
  name: string;
  email: string;
  password: string;
  base: string;
  /** An API session of its owner, on its host. */
  api: APIRequestContext;
}

/** A new agency signed up from the platform's landing, confirmed by email, on its 14-day trial. */
export async function signUpAgency(prefix: string, agencyName: string): Promise<NewAgency> {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const slug = `${prefix}-${id}`;
  const email = `owner-${id}@${prefix}.example`;
  const password = `${prefix}-${id}-long-secret`;
  const name = `${agencyName} ${id}`;
  const platform = await request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1' } });
  const sent = mails().length;
  const signedUp = await platform.post('/api/auth/signup/broker', { data: { name: 'Owen Owner', agency_name: name, slug, email, password } });
  expect(signedUp.status(), await signedUp.text()).toBe(202);
  const confirm = new URL(linkIn(await waitForMail(email, { since: sent, subject: /confirm/i }), '/auth/signup/broker'));
  expect((await platform.post('/api/auth/signup/broker/confirm', { data: { token: confirm.searchParams.get('token') } })).status()).toBe(201);
  await platform.dispose();
  // Node does not resolve *.localhost: the agency's host is reached through the platform's address.
  const api = await request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1', Host: `${slug}.localhost:${PORT}` } });
  expect((await api.post('/api/auth/signin', { data: { email, password } })).status()).toBe(200);
  return { slug, name, email, password, base: agencyBase(slug), api };
}
