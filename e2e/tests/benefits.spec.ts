import { expect, test, type Page } from '@playwright/test';
import { choose, uid } from '../book';
import { DEMO } from '../env';
import { shot, signIn } from '../helpers';

const OVERVIEW = '/2-future-features/benefits';

/** The demo catalogue's categories, in the agency's order. */
const CATEGORIES = ['Medical', 'Dental', 'Vision', 'Life and AD&D', 'Disability', 'Voluntary benefits', 'Employee assistance'];

/** Waits until every row of the list says `text` (the list keeps its rows while the next page loads). */
async function everyRowSays(page: Page, text: string) {
  await expect(page.getByTestId('option-row').first()).toContainText(text);
  await expect(page.getByTestId('option-row').filter({ hasNotText: text })).toHaveCount(0);
}

test('benefits catalogue: the broker reads the overview, then searches, filters and opens the options', async ({ page }) => {
  await signIn(page, DEMO.broker);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: 'Previews' }).click();
  await page.getByRole('menuitem', { name: /Benefits/ }).click();
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Benefits catalogue');
  await expect(page.getByRole('heading', { level: 1 }).getByText('Preview')).toBeVisible();
  const cards = page.getByTestId('benefit-category');
  await expect(cards).toHaveCount(CATEGORIES.length);
  for (const [i, name] of CATEGORIES.entries()) await expect(cards.nth(i).getByRole('heading', { level: 2 })).toHaveText(name);
  const medical = cards.filter({ hasText: 'Medical' }).first();
  await expect(medical.getByTestId('category-option')).toHaveCount(4);
  await expect(medical).toContainText(/\d+ active options/);
  await expect(page.getByTestId('stat-categories')).toContainText('7');
  await shot(page, 'benefits-overview');

  // Every option, in the catalogue's order; search finds a carrier's cover.
  await page.getByRole('link', { name: 'Browse all options' }).click();
  await expect(page).toHaveURL(/\/benefits\/catalog$/);
  await expect(page.getByTestId('option-row').first()).toContainText('Medical');
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill('pioneer benefit');
  await expect(page).toHaveURL(/q=pioneer/);
  await everyRowSays(page, 'Pioneer Benefit Life');
  await shot(page, 'benefits-catalog-search');

  // Filters: a category, then a kind, then everything again.
  await search.fill('');
  await choose(page, 'Category', 'Voluntary benefits');
  await expect(page.getByTestId('option-row')).toHaveCount(3);
  await everyRowSays(page, 'Voluntary benefits');
  await choose(page, 'Category', 'Any category');
  await choose(page, 'Kind', 'Dental');
  await everyRowSays(page, 'Dental');
  await choose(page, 'Carrier', 'Clearview Vision & Dental');
  await expect(page).toHaveURL(/carrier_id=/);
  await everyRowSays(page, 'Clearview Vision & Dental');
  await everyRowSays(page, 'Dental');
  await shot(page, 'benefits-catalog-filtered');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('pager-range')).toHaveText(/^1–\d+ of \d+$/);

  // An option opens in a drawer: its plan, eligibility in words and documents.
  await search.fill('Critical Illness');
  await expect(page.getByTestId('option-row')).toHaveCount(1);
  await expect(page.getByTestId('option-row')).toContainText('Critical Illness');
  await page.getByTestId('option-row').click();
  const drawer = page.getByTestId('option-drawer');
  await expect(drawer.getByRole('heading', { name: 'Critical Illness, $10,000 or $20,000' })).toBeVisible();
  await expect(drawer.getByTestId('option-eligibility')).toHaveText(
    'Full-time employees working at least 30 hours a week, after a 30-day waiting period. Covers the employee, a spouse or partner, and children to age 26.',
  );
  await expect(drawer.getByTestId('option-documents').getByRole('link', { name: /Outline of coverage/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(page).toHaveURL(/option=/);
  await shot(page, 'benefits-option');
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});

test('benefits catalogue: the broker creates a category and an option with its plan, is told what to fix, and edits it', async ({ page }) => {
  const id = uid();
  const categoryName = `Dental buy-up ${id}`;
  const optionName = `Clearview Dental Plus ${id}`;
  await signIn(page, DEMO.broker);
  await page.goto(`${DEMO.broker.base}${OVERVIEW}`);
  await page.getByRole('link', { name: 'New category' }).click();
  await expect(page).toHaveURL(/\/benefits\/categories\/new$/);

  // A name another category has is refused on the field.
  const form = page.getByRole('form', { name: 'New category' });
  await form.getByRole('button', { name: 'Create category' }).click();
  await expect(form.getByText('enter the category’s name')).toBeVisible();
  await choose(page, 'Kind', /^Dental/);
  await form.getByRole('textbox', { name: 'Name' }).fill('dental');
  await form.getByRole('button', { name: 'Create category' }).click();
  await expect(form.getByText('another category of your agency has this name')).toBeVisible();
  await shot(page, 'benefits-new-category-error');
  await form.getByRole('textbox', { name: 'Name' }).fill(categoryName);
  await form.getByRole('textbox', { name: 'Description' }).fill('A richer dental plan employees may buy up to.');
  await form.getByRole('button', { name: 'Create category' }).click();
  await expect(page).toHaveURL(new RegExp(`${OVERVIEW}$`));
  await expect(page.getByTestId('notice')).toContainText(`${categoryName} is in the catalogue`);
  const card = page.getByTestId('benefit-category').filter({ hasText: categoryName });
  await expect(card).toContainText('No active option yet.');

  // An option in it, from its card: the category is chosen, the plan is the carrier's dental plan.
  await card.getByRole('link', { name: 'Add option' }).click();
  await expect(page).toHaveURL(/\/benefits\/options\/new\?category=/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(categoryName);
  await page.getByRole('textbox', { name: 'Name' }).fill(optionName);
  await choose(page, 'Carrier', 'Clearview Vision & Dental');
  await expect(page.getByText(/dental plans? of this carrier/)).toBeVisible();
  await choose(page, 'Catalogue plan', /^Clearview Plus.*· CO ·/);
  await page.getByRole('textbox', { name: 'Description' }).fill('Preventive care in full; crowns and bridges at 50%.');
  await page.getByRole('textbox', { name: 'Minimum hours a week' }).fill('-5');
  await page.getByRole('button', { name: 'Add a document link' }).click();
  await page.getByRole('textbox', { name: 'Document' }).fill('Benefit summary');
  await page.getByRole('textbox', { name: 'Web address' }).fill('clearview.example/summary.pdf');
  await page.getByRole('button', { name: 'Add option' }).click();
  await expect(page.getByText('hours cannot be negative')).toBeVisible();
  await expect(page.getByText('a web address starting with https://')).toBeVisible();
  await expect(page.getByTestId('form-error')).toContainText('Some fields need attention');
  await shot(page, 'benefits-new-option-errors');
  await page.getByRole('textbox', { name: 'Minimum hours a week' }).fill('20');
  await page.getByRole('textbox', { name: 'Web address' }).fill('https://clearview.example/dental-plus/summary.pdf');
  await page.getByRole('button', { name: 'Add option' }).click();

  // It opens in the catalogue.
  await expect(page).toHaveURL(/\/benefits\/catalog\?option=/);
  const drawer = page.getByTestId('option-drawer');
  await expect(drawer.getByRole('heading', { name: optionName })).toBeVisible();
  await expect(drawer.getByTestId('option-plan')).toContainText('Clearview Plus');
  await expect(drawer.getByTestId('option-eligibility')).toContainText('Full-time employees working at least 20 hours a week');

  // Edited in the drawer: what is typed as markup stays text, and the option is archived.
  await drawer.getByRole('button', { name: 'Edit' }).click();
  await drawer.getByRole('textbox', { name: 'Description' }).fill('<b>Two cleanings</b> a year & crowns at 50%.');
  await drawer.getByRole('textbox', { name: 'Waiting period' }).fill('0');
  await choose(page, 'Dependents covered', 'Employee and spouse or partner');
  await choose(page, 'Status', 'Archived');
  await shot(page, 'benefits-edit-option');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notice')).toContainText(`${optionName} is saved`);
  await expect(drawer.getByTestId('option-description')).toHaveText('<b>Two cleanings</b> a year & crowns at 50%.');
  await expect(drawer.getByTestId('option-description').locator('b')).toHaveCount(0);
  await expect(drawer.getByTestId('option-status')).toHaveText('Archived');
  await expect(drawer.getByTestId('option-eligibility')).toHaveText(
    'Full-time employees working at least 20 hours a week, from their first day. Covers the employee and a spouse or partner.',
  );
  await shot(page, 'benefits-option-edited');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Archived, it leaves the active list and stays under every status.
  await page.getByRole('textbox', { name: 'Search' }).fill(id);
  await expect(page.getByTestId('empty-state')).toContainText('No option matches these filters');
  await choose(page, 'Status', 'All');
  await expect(page.getByTestId('option-row')).toHaveCount(1);
  await expect(page.getByTestId('option-row')).toContainText('Archived');
});

test('benefits catalogue: an admin edits a category in place; the overview reads on a phone', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto(`${DEMO.admin.base}${OVERVIEW}`);
  const card = page.getByTestId('benefit-category').filter({ hasText: 'Employee assistance' });
  await card.getByRole('button', { name: 'Edit Employee assistance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Employee assistance' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Confidential counselling for employees and their households, around the clock.');
  await shot(page, 'benefits-edit-category');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('around the clock');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('benefit-category').filter({ hasText: 'Employee assistance' })).toBeVisible();
  await shot(page, 'benefits-overview-phone');
});

test('benefits catalogue: employer admins are not let in', async ({ page }) => {
  await signIn(page, DEMO.employerAdmin);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: 'Previews' }).click();
  await expect(page.getByRole('menuitem', { name: /Resources/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Benefits/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`${DEMO.employerAdmin.base}${OVERVIEW}/catalog`);
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await shot(page, 'benefits-employer-admin');
});
