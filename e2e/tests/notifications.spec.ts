import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, PASSWORD, PLATFORM, PORT } from '../env';
import { linkIn, mails, shot, signIn, waitForMail } from '../helpers';
import { demoGroup } from '../book';

/** An API session of the demo broker (Marcus) on the agency host. */
async function brokerApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: PLATFORM, extraHTTPHeaders: { 'X-Canopy-Csrf': '1', Host: `summit.localhost:${PORT}` } });
  const res = await api.post('/api/auth/signin', { data: { email: DEMO.broker.email, password: PASSWORD } });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}

/** A new version of the group's approved design, sent for the employer's approval as the broker would. */
async function submitNewVersion(api: APIRequestContext, groupId: string): Promise<{ id: string; plan_year: number; number: number }> {
  const list = await (await api.get(`/api/groups/${groupId}/plan-designs`, { params: { per_page: 100 } })).json();
  const approved = list.data.find((d: { status: string }) => d.status === 'approved');
  expect(approved, 'the demo group has an approved plan design').toBeTruthy();
  const d = await (await api.get(`/api/plan-designs/${approved.id}`)).json();
  const input = {
    plan_year: d.plan_year,
    effective_date: d.effective_date,
    offering_model: d.offering_model,
    plan_ids: d.model.plans.map((p: { plan: { id: string } }) => p.plan.id),
    contribution: d.contribution,
    waiting_period: d.waiting_period,
    pay_frequency: d.pay_frequency,
    ...(d.source_quote_id ? { source_quote_id: d.source_quote_id } : {}),
  };
  const created = await api.post(`/api/groups/${groupId}/plan-designs`, { data: input });
  expect(created.status(), await created.text()).toBe(201);
  const draft = await created.json();
  const submitted = await api.post(`/api/plan-designs/${draft.id}/submit`);
  expect(submitted.status(), await submitted.text()).toBe(200);
  return draft;
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const waiting = (page: Page) => page.getByTestId('waiting-for-you');

test('what awaits whom: the employer admin finds the design in "Waiting for you" and the bell, approves it, and the broker sees the decision', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const api = await brokerApi();
  const group = await demoGroup(api, 'Brightpath Dental Partners');
  const mailsBefore = mails().length;
  const design = await submitNewVersion(api, group.id);
  const page_ = `/dashboard/groups/${group.id}/plan-design`;

  // The employer admin is emailed, in the agency's brand, with the link to the plan design.
  const mail = await waitForMail(DEMO.employerAdmin.email, { subject: new RegExp(`Plan design ${design.plan_year} awaits your approval`), since: mailsBefore });
  expect(mail.from).toContain('Summit Benefits Group');
  expect(new URL(linkIn(mail, page_)).pathname).toBe(page_);

  // Their home lists it under "Waiting for you".
  await signIn(page, DEMO.employerAdmin);
  const item = waiting(page).getByTestId('awaiting-item').filter({ hasText: `Plan design ${design.plan_year} v${design.number} awaits your approval` });
  await expect(item).toBeVisible();
  await expect(item).toHaveAttribute('data-kind', 'design_awaiting_approval');
  await expect(item).toHaveAttribute('href', page_);
  await expect(item).toContainText(`From ${DEMO.broker.name}`);
  await expect(bell(page)).toBeVisible();
  await expect(page.getByTestId('stages')).toBeVisible();
  await shot(page, 'home-employer-admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(item).toBeVisible();
  await shot(page, 'home-employer-admin-390');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The bell counts it among the unread; its panel shows it first, in bold.
  await expect(bell(page)).not.toHaveAttribute('data-unread', '0');
  const unreadBefore = Number(await bell(page).getAttribute('data-unread'));
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadBefore} unread`);
  await bell(page).click();
  const panel = page.getByTestId('notifications-panel');
  const newest = panel.getByTestId('notification-item').first();
  await expect(newest).toHaveAttribute('data-unread', 'true');
  await expect(newest.getByTestId('notification-title')).toContainText(`Plan design ${design.plan_year} awaits your approval`);
  await expect(newest.getByTestId('notification-title')).toHaveCSS('font-weight', '700');
  await shot(page, 'notifications-open-employer-admin');

  // Opening it marks it read and goes to the design awaiting the decision.
  await newest.click();
  await expect(page).toHaveURL(new RegExp(`${page_}\\?design=${design.id}$`));
  await expect(page.getByTestId('design-banner')).toContainText('Sent for your approval');
  await expect(bell(page)).toHaveAttribute('data-unread', String(unreadBefore - 1));
  await page.getByTestId('approve-design').click();
  await expect(page.getByTestId('design-banner').getByTestId('design-status')).toHaveText('Approved');

  // Back home, it no longer waits for them.
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Home' }).click();
  await expect(waiting(page)).toBeVisible();
  await expect(waiting(page).getByText(`Plan design ${design.plan_year} v${design.number} awaits your approval`)).toHaveCount(0);

  // The broker: the decision waits on their home and in their bell.
  const brokerContext = await browser.newContext();
  const broker = await brokerContext.newPage();
  await signIn(broker, DEMO.broker);
  const decided = waiting(broker).getByTestId('awaiting-item').filter({ hasText: `${DEMO.employerAdmin.name} approved plan design ${design.plan_year} v${design.number}` });
  await expect(decided).toBeVisible();
  await expect(decided).toHaveAttribute('data-kind', 'design_approved');
  // Brightpath's enrollment of the plan year was held on an earlier version.
  await expect(decided).toContainText(`It replaces the design the ${design.plan_year} enrollment was held with`);
  await expect(bell(broker)).toBeVisible();
  await expect(broker.getByTestId('stages')).toBeVisible();
  await shot(broker, 'home-broker');
  await bell(broker).click();
  const decision = broker.getByTestId('notifications-panel').getByTestId('notification-item').first();
  await expect(decision).toHaveAttribute('data-kind', 'design_approved');
  await expect(decision).toContainText(`Plan design ${design.plan_year} approved for Brightpath Dental Partners`);
  await shot(broker, 'notifications-open-broker');
  // Mark all read empties the count.
  await broker.getByTestId('mark-all-read').click();
  await expect(bell(broker)).toHaveAttribute('data-unread', '0');
  await expect(broker.getByTestId('notification-item').first()).toHaveAttribute('data-unread', 'false');
  await brokerContext.close();
  await api.dispose();
});
