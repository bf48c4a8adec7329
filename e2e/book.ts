/** Test data for the groups, employees and census specs, made through the API as the demo owner. */
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, PASSWORD, PLATFORM, PORT } from './env';

export const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/**
 * An API session of the demo owner on the agency host. Node does not resolve `*.localhost`, so
 * the requests go to localhost with the agency's Host header (how the server picks the tenant).
 */
export async function summitApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1', Host: `summit.localhost:${PORT}` } });
  const res = await api.post('/api/auth/signin', { data: { email: DEMO.owner.email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

export interface MadeGroup {
  id: string;
  name: string;
  version: number;
}

export async function createGroup(api: APIRequestContext, data: Record<string, unknown> = {}): Promise<MadeGroup> {
  const res = await api.post('/api/groups', { data: { name: `Group ${uid()}`, zip: '80202', ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

export async function createEmployee(api: APIRequestContext, groupId: string, data: Record<string, unknown> = {}): Promise<{ id: string; first_name: string; last_name: string }> {
  const res = await api.post('/api/employees', {
    data: { group_id: groupId, first_name: 'Sam', last_name: `Rivera${uid()}`, dob: '1985-04-02', tobacco: false, dependents: [], ...data },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** Chooses `option` in the MUI select labelled `label`. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  const item = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  await item.click();
  // A click that lands while the menu is still opening is lost, and the menu stays open with the
  // option unchosen: choose it again. (A multiple choice stays open with the option chosen.)
  await expect(async () => {
    if (await listbox.isHidden()) return;
    if ((await item.getAttribute('aria-selected', { timeout: 1_000 })) === 'true') return;
    await item.click({ timeout: 2_000 });
    throw new Error(`${String(option)} was not chosen at the first click`);
  }).toPass({ timeout: 10_000 });
}

/** Fetches a same-site URL in the page (its session cookie), as a download link would. */
export async function fetchInPage(page: Page, href: string): Promise<{ status: number; text: string; head: number[]; disposition: string | null }> {
  return page.evaluate(async (url) => {
    const r = await fetch(url);
    const buf = new Uint8Array(await r.arrayBuffer());
    return { status: r.status, text: new TextDecoder().decode(buf), head: [...buf.slice(0, 4)], disposition: r.headers.get('content-disposition') };
  }, href);
}

/** A demo group's id and plan dates, found through the API by name (the demo's dates move with today). */
export async function demoGroup(api: APIRequestContext, name: string): Promise<{ id: string; renewal_date: string; effective_date: string }> {
  const res = await api.get('/api/groups', { params: { q: name, status: 'all' } });
  expect(res.status(), await res.text()).toBe(200);
  const g = (await res.json()).data.find((x: { name: string }) => x.name === name);
  expect(g, `demo group ${name}`).toBeTruthy();
  return g;
}

/** A date as the portal writes it ("May 1, 2027"). */
export const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** A date as the API and the date fields take it (YYYY-MM-DD), on the server's calendar (UTC). */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The date `n` days from today (before it when negative). */
export const daysFromNow = (n: number) => isoDate(new Date(Date.now() + n * 86_400_000));

/**
 * The plan year the specs quote and design for: next calendar year. The demo catalogue rates
 * this calendar year and the next, and its January 1 is inside every window the API allows
 * (quotes, group plan dates, enrollment before coverage starts).
 */
export const nextPlanYear = (today: Date = new Date()) => today.getUTCFullYear() + 1;

/** The first and the last day of a plan year. */
export const jan1 = (year: number) => `${year}-01-01`;
export const dec31 = (year: number) => `${year}-12-31`;

/** A plan year as the portal and the back office write a period ("Jan 1, 2027 – Dec 31, 2027"). */
export const planYearLabel = (year: number) => `${longDate(jan1(year))} – ${longDate(dec31(year))}`;
