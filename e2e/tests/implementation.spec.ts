import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { shot, signIn } from '../helpers';
import { daysFromNow, demoGroup, summitApi } from '../book';

const BRIGHTPATH = 'Brightpath Dental Partners';

interface Carrier {
  id: string;
  carrier_name: string;
  group_number?: string;
  implemented_at?: string;
  items: { id: string; version: number; title: string; required: boolean; done_at?: string; kind: string; owner_id?: string; due_on?: string }[];
}

/** Brightpath's carriers as the API has them now, in the page's order. */
async function carriersOf(api: APIRequestContext, groupId: string): Promise<Carrier[]> {
  const res = await api.get(`/api/groups/${groupId}/implementation`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).carriers;
}

const groupScreens = (page: Page) => page.getByRole('navigation', { name: 'Group screens' });
const card = (page: Page, carrier: string): Locator => page.getByTestId('carrier-card').filter({ has: page.getByRole('heading', { name: carrier }) });
const item = (scope: Locator, title: string): Locator => scope.getByTestId('checklist-item').filter({ has: scope.page().getByText(title, { exact: true }) });

/** Ticks an item and waits for its save to come back. */
async function tick(scope: Locator, title: string) {
  const box = scope.getByRole('checkbox', { name: `Done: ${title}` });
  await box.check();
  await expect(item(scope, title)).toHaveAttribute('data-done', 'true');
  await expect(box).toBeEnabled();
}

test('implementation gallery: the board lists Brightpath’s carriers and filters, and a carrier template is customised', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  const [first, second] = await carriersOf(api, bright.id);
  await signIn(page, DEMO.broker);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Implementation' }).click();
  await expect(page).toHaveURL(/\/dashboard\/implementation-gallery$/);

  // The board: every carrier in implementation, searchable, with the implemented ones on request.
  const rows = page.getByTestId('board-row');
  await page.getByLabel('Include implemented').click();
  await expect(page.getByLabel('Include implemented')).toBeChecked();
  await page.getByRole('textbox', { name: 'Search' }).fill('Brightpath');
  await expect(rows).toHaveCount(2);
  for (const c of [first!, second!]) await expect(rows.filter({ hasText: c.carrier_name })).toHaveCount(1);
  await expect(rows.filter({ hasText: first!.carrier_name })).toContainText('CVD-204518');
  await shot(page, 'implementation-board');
  await page.getByRole('textbox', { name: 'Search' }).fill(second!.carrier_name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(BRIGHTPATH);
  await page.getByRole('textbox', { name: 'Search' }).fill('No such group anywhere');
  await expect(page.getByTestId('empty-state')).toContainText('No implementation matches');
  await page.getByRole('textbox', { name: 'Search' }).fill('Brightpath');
  await rows.filter({ hasText: first!.carrier_name }).getByRole('link', { name: BRIGHTPATH }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/groups/${bright.id}/implement$`));
  await page.goBack();

  // A carrier's template: it follows the agency default until the agency edits it.
  await page.getByRole('link', { name: 'Checklist templates' }).click();
  const choice = page.getByTestId('template-choice').last();
  const carrierName = (await choice.locator('.MuiListItemText-primary').textContent())!;
  await choice.click();
  const editor = page.getByTestId('template-editor');
  await expect(editor.getByRole('heading', { name: carrierName })).toBeVisible();
  await expect(editor.getByTestId('template-status')).toHaveText('Follows the agency default');
  await expect(editor.getByTestId('template-step').first()).toContainText('45 days before coverage start');
  const steps = await editor.getByTestId('template-step').count();
  await editor.getByTestId('add-step').click();
  const added = steps + 1;
  // An untitled step is refused, and the message sits on its field.
  await editor.getByTestId('save-template').click();
  await expect(editor.getByTestId('template-step').last()).toContainText('give the item a title of at most 200 characters');
  await editor.getByRole('textbox', { name: `Title of step ${added}` }).fill('Carrier portal access set up');
  await editor.getByRole('textbox', { name: `Days from coverage start of step ${added}` }).fill('-10');
  await expect(editor.getByTestId('template-step').last()).toContainText('10 days before coverage start');
  await editor.getByRole('button', { name: `Move step ${added} up` }).click();
  await expect(editor.getByRole('textbox', { name: `Title of step ${steps}` })).toHaveValue('Carrier portal access set up');
  await editor.getByTestId('save-template').click();
  await expect(page.getByTestId('notice')).toContainText(`Saved the checklist of ${carrierName}`);
  await expect(editor.getByTestId('template-status')).toContainText(`Customised · updated by ${DEMO.broker.name}`);
  await expect(editor.getByTestId('template-step')).toHaveCount(added);
  await expect(choice).toContainText('Customised');
  await shot(page, 'implementation-templates');

  // The formats carriers receive, explained.
  await page.getByRole('link', { name: 'Carrier file formats' }).click();
  await expect(page.getByTestId('file-formats')).toContainText('005010X220A1');
  await expect(page.getByTestId('file-formats')).toContainText('One row per covered member');
  // A sample of each file, written from the book's latest implementation without SSNs.
  const samples = page.getByTestId('file-samples');
  await expect(samples.getByTestId('x12-sample')).toContainText('BGN*00*');
  await expect(samples.getByTestId('x12-sample')).toContainText('*021*');
  await samples.getByRole('button', { name: '834 full file' }).click();
  await expect(samples.getByTestId('x12-sample')).toContainText('*030*');
  await samples.getByRole('button', { name: 'Carrier census' }).click();
  await expect(samples.getByTestId('census-sample').getByRole('row')).not.toHaveCount(1);
  await expect(samples.getByTestId('census-sample')).toContainText('withheld');
  await shot(page, 'implementation-file-formats');
  await api.dispose();
});

test('implementation: a broker works Brightpath’s second carrier to implemented, the first as the demo has it', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  const [first, second] = await carriersOf(api, bright.id);
  expect(second!.implemented_at, 'the second carrier is still to implement').toBeFalsy();
  await signIn(page, DEMO.broker);
  await page.goto(`${SUMMIT}/dashboard/groups/${bright.id}/implement`);
  await expect(groupScreens(page).getByRole('link', { name: 'Implementation' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('stat-implemented')).toContainText('0 of 2');

  // The first carrier as the demo left it: half done, its group number in.
  const one = card(page, first!.carrier_name);
  await expect(one.getByTestId('carrier-progress')).toContainText('5 of 9 done');
  await expect(one.getByTestId('group-number')).toHaveText('CVD-204518');

  // The second: not ready, and saying why.
  const two = card(page, second!.carrier_name);
  await expect(two.getByTestId('mark-implemented')).toBeDisabled();
  await expect(two.getByTestId('not-ready')).toContainText('No group number recorded');
  await expect(two.getByTestId('not-ready')).toContainText('required items not done');

  // Tick an item: who did it shows under it.
  const open = second!.items.filter((i) => !i.done_at && i.kind !== 'group_number');
  const [ticked, owned] = open.filter((i) => i.required);
  await tick(two, ticked!.title);
  await expect(item(two, ticked!.title).getByTestId('item-done-by')).toContainText(`Done by ${DEMO.broker.name}`);

  // An owner and a due date, kept when the page is opened again.
  const due = daysFromNow(12);
  const saved = () => page.waitForResponse((r) => r.url().includes('/api/implementation-items/') && r.request().method() === 'PUT' && r.ok());
  let saving = saved();
  await two.getByRole('combobox', { name: `Owner of ${owned!.title}` }).click();
  await page.getByRole('option', { name: DEMO.broker2.name, exact: true }).click();
  await saving;
  await expect(two.getByRole('combobox', { name: `Owner of ${owned!.title}` })).toHaveText(DEMO.broker2.name);
  saving = saved();
  await two.getByLabel(`Due date of ${owned!.title}`).fill(due);
  await two.getByLabel(`Due date of ${owned!.title}`).blur();
  await saving;
  saving = saved();
  await two.getByLabel(`Note on ${owned!.title}`).fill('Carrier wants the census as Excel');
  await two.getByLabel(`Note on ${owned!.title}`).press('Enter');
  await saving;
  await shot(page, 'implementation-broker');
  await page.reload();
  await expect(two.getByRole('combobox', { name: `Owner of ${owned!.title}` })).toHaveText(DEMO.broker2.name);
  await expect(two.getByLabel(`Due date of ${owned!.title}`)).toHaveValue(due);
  await expect(two.getByLabel(`Note on ${owned!.title}`)).toHaveValue('Carrier wants the census as Excel');

  // Someone else saves an item first: the tick is refused and said so, and the page shows their change.
  const [, , raced] = open.filter((i) => i.required);
  const current = (await carriersOf(api, bright.id))[1]!.items.find((i) => i.id === raced!.id)!;
  const res = await api.put(`/api/implementation-items/${raced!.id}`, {
    data: { version: current.version, done: false, owner_id: current.owner_id, due_on: current.due_on, note: 'The employer pays the binder by wire' },
  });
  expect(res.status(), await res.text()).toBe(200);
  await two.getByRole('checkbox', { name: `Done: ${raced!.title}` }).click();
  await expect(page.getByTestId('notice')).toContainText(`Someone else changed “${raced!.title}” since you opened it`);
  await expect(two.getByLabel(`Note on ${raced!.title}`)).toHaveValue('The employer pays the binder by wire');
  await expect(item(two, raced!.title)).toHaveAttribute('data-done', 'false');

  // The group number ticks its own step and leaves the list of what is missing.
  await two.getByLabel(`Group number from ${second!.carrier_name}`).fill('FRM-88120');
  await two.getByRole('button', { name: 'Record' }).click();
  await expect(two.getByTestId('group-number')).toHaveText('FRM-88120');
  await expect(two.getByTestId('not-ready')).not.toContainText('No group number recorded');

  // Every required item done: the carrier can be marked implemented.
  for (const i of open.filter((x) => x.required && x.title !== ticked!.title)) await tick(two, i.title);
  await expect(two.getByTestId('not-ready')).toHaveCount(0);
  await two.getByTestId('mark-implemented').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark implemented' }).click();
  await expect(two.getByTestId('carrier-implemented')).toBeVisible();
  await expect(two.getByTestId('implemented-by')).toContainText(`by ${DEMO.broker.name}`);
  await expect(page.getByTestId('stat-implemented')).toContainText('1 of 2');
  // The first carrier is untouched.
  await expect(one.getByTestId('carrier-progress')).toContainText('5 of 9 done');
  await shot(page, 'implementation-implemented');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(two.getByTestId('carrier-implemented')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page fits a phone').toBeLessThanOrEqual(390);
  await shot(page, 'implementation-phone');
  await api.dispose();
});

test('implementation: Brightpath’s employer admin follows it read-only and has no implementation gallery', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${bright.id}/implement`);
  await expect(groupScreens(page).getByRole('link', { name: 'Implementation' })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('carrier-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByTestId('group-number')).toHaveText('CVD-204518');
  await expect(cards.getByRole('button')).toHaveCount(0);
  await expect(cards.getByRole('textbox')).toHaveCount(0);
  await expect(cards.getByRole('combobox')).toHaveCount(0);
  const boxes = cards.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await expect(box).toBeDisabled();
  await shot(page, 'implementation-employer-admin');

  await expect(page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Implementation' })).toHaveCount(0);
  await page.goto(`${SUMMIT}/dashboard/implementation-gallery`);
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByTestId('implementation-board')).toHaveCount(0);
  await api.dispose();
});
