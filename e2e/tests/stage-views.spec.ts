import { expect, test, type Page } from '@playwright/test';
import { DEMO, SUMMIT } from '../env';
import { consoleErrors, shot, signIn } from '../helpers';
import { demoGroup, longDate, summitApi } from '../book';

const section = (page: Page, stage: string) => page.getByTestId(`dossier-${stage}`);

/** Follows a section's link and comes back to the dossier. */
async function follow(page: Page, stage: string, link: string, url: RegExp) {
  await section(page, stage).getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(url);
  await page.goBack();
  await expect(page.getByTestId('dossier')).toBeVisible();
}

test('dossier: a group in enrollment shows what every stage produced, its stage marked, and each section links to its screen', async ({ page }) => {
  const api = await summitApi();
  const granite = await demoGroup(api, 'Granite Peak Construction');
  const errors = consoleErrors(page);
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${granite.id}/stage-views`);
  await expect(page.getByRole('link', { name: 'Dossier' })).toHaveAttribute('aria-current', 'page');

  // The stage the group is in is marked in the rail and on its section; the stages before it were left, the ones after not reached.
  await expect(page.getByTestId('rail-enrollment')).toHaveAttribute('aria-current', 'step');
  await expect(section(page, 'enrollment')).toHaveAttribute('data-current', 'true');
  await expect(section(page, 'enrollment').getByTestId('here-now')).toBeVisible();
  await expect(section(page, 'enrollment').getByTestId('stage-span')).toContainText('Still here');
  await expect(section(page, 'quoting').getByTestId('stage-span')).toContainText('Left');
  await expect(section(page, 'implementation').getByTestId('stage-span')).toHaveText('Not reached yet');

  // What each stage produced.
  const versions = section(page, 'prospect').getByTestId('census-version');
  await expect(versions.first()).toHaveAttribute('data-latest', 'true');
  await expect(versions.first()).toContainText('In force');
  const chosen = section(page, 'quoting').locator('[data-testid="dossier-quote"][data-chosen="true"]');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.getByTestId('quote-status')).toHaveText('Accepted');
  await expect(section(page, 'plan_design').locator('[data-testid="dossier-design"][data-approved="true"]').getByTestId('design-status')).toHaveText('Approved');
  await expect(section(page, 'enrollment').locator('[data-testid="dossier-window"][data-kind="open"]')).toHaveCount(1);
  await expect(section(page, 'enrollment').getByTestId('window-state')).toHaveText('Open');
  const results = section(page, 'enrollment').getByTestId('enrollment-results');
  await expect(results).toContainText('Results of the');
  await expect(results.getByTestId('result-enrolled')).toHaveText(/^\d+$/);
  await expect(results.getByTestId('result-not_started')).toHaveText(/^\d+$/);
  await expect(results.getByTestId('dossier-participation').first()).toContainText('%');
  await expect(section(page, 'implementation').getByTestId('dossier-carrier').first()).toHaveAttribute('data-implemented', 'false');
  await expect(section(page, 'renewal').getByTestId('renewal-date')).toHaveText(longDate(granite.renewal_date));
  await expect(section(page, 'renewal')).toContainText('No renewal decision recorded yet');
  await shot(page, 'stage-views-enrollment');

  // Links to the screens that hold each record.
  const quoteName = await chosen.getByRole('link').innerText();
  await chosen.getByRole('link').click();
  await expect(page).toHaveURL(/\/quote\/[0-9a-f-]{36}$/);
  await expect(page.getByText(quoteName).first()).toBeVisible();
  await page.goBack();
  await follow(page, 'quoting', 'Go to market analysis', /\/quote\/market-analysis$/);
  await follow(page, 'prospect', 'Go to census', /\/census$/);
  // The plan design page pins the version it shows in the address once its designs have loaded.
  await follow(page, 'plan_design', 'Go to plan design', /\/plan-design(\?design=[0-9a-f-]{36})?$/);
  await follow(page, 'enrollment', 'Go to enrollment', /\/enroll$/);
  await section(page, 'implementation').getByRole('link', { name: 'Go to lifecycle' }).click();
  await expect(page.getByTestId('lifecycle-stage')).toContainText('Enrollment');
  expect(errors).toEqual([]);
  await api.dispose();
});

test('dossier: a group in plan design has quotes but no enrollment or carriers yet, and says so', async ({ page }) => {
  const api = await summitApi();
  const alpine = await demoGroup(api, 'Alpine Family Medicine');
  await signIn(page, DEMO.owner);
  await page.goto(`${SUMMIT}/dashboard/groups/${alpine.id}/stage-views`);
  await expect(section(page, 'plan_design')).toHaveAttribute('data-current', 'true');
  await expect(section(page, 'quoting').getByTestId('dossier-quote').first().getByTestId('quote-status')).toHaveText('Accepted');
  // The design is a draft: nothing approved, so no quote was chosen from it yet.
  await expect(section(page, 'plan_design').getByTestId('design-status').first()).toHaveText('Draft');
  await expect(section(page, 'quoting').getByTestId('chosen-quote')).toHaveCount(0);
  await expect(section(page, 'enrollment').getByTestId('section-empty')).toContainText('No enrollment opened yet');
  await expect(section(page, 'enrollment').getByTestId('stage-span')).toHaveText('Not reached yet');
  await expect(section(page, 'implementation').getByTestId('section-empty')).toContainText('No approved plan design yet');
  await shot(page, 'stage-views-plan-design');
  await api.dispose();
});

test('dossier: an employer admin sees their group’s dossier without quotes, and nothing asks for them', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, 'Brightpath Dental Partners');
  const errors = consoleErrors(page);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${SUMMIT}/dashboard/groups/${bright.id}/stage-views`);
  await expect(page.getByRole('link', { name: 'Dossier' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('rail-implementation')).toHaveAttribute('aria-current', 'step');
  await expect(section(page, 'prospect').getByTestId('census-version').first()).toBeVisible();
  await expect(section(page, 'plan_design').locator('[data-approved="true"]')).toHaveCount(1);
  await expect(section(page, 'enrollment').getByTestId('window-state').first()).toHaveText('Closed');
  await expect(section(page, 'enrollment').getByTestId('enrollment-results')).toContainText('on the final elections');
  await expect(section(page, 'implementation').getByTestId('dossier-carrier').first()).toBeVisible();
  await expect(section(page, 'quoting')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /quote|market analysis/i })).toHaveCount(0);
  await shot(page, 'stage-views-employer-admin');
  expect(asked.filter((p) => p.includes('/quotes') || p.includes('/market-analysis'))).toEqual([]);
  expect(errors).toEqual([]);
  await api.dispose();
});
