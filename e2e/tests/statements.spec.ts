import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from '../env';
import { shot, signIn } from '../helpers';
import { demoGroup, fetchInPage, summitApi } from '../book';

const BRIGHTPATH = 'Brightpath Dental Partners';

interface Statement {
  month: string;
  invoice_months: string[];
  carriers: { carrier_id: string; carrier_name: string; premium_cents: number; invoice?: { differences: { kind: string; status: string }[] } }[];
  members: { carrier_id: string; subscriber_id: string; name: string; line: string; plan_id: string; tier: string; premium_cents: number }[];
}

/** Brightpath's statement for the month of its invoice, as the API has it. */
async function invoicedStatement(api: APIRequestContext, groupId: string): Promise<Statement> {
  const book = await api.get('/api/statements');
  expect(book.status(), await book.text()).toBe(200);
  const month = ((await book.json()).month as string).slice(0, 7);
  const res = await api.get(`/api/groups/${groupId}/statements/${month}`);
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** A carrier's list bill exactly as the statement has it. */
function exactInvoice(s: Statement, carrierId: string): string {
  const rows = s.members
    .filter((m) => m.carrier_id === carrierId)
    .map((m) => {
      const [first, ...rest] = m.name.split(' ');
      return [m.subscriber_id, rest.join(' '), first, m.line, m.plan_id, m.tier, (m.premium_cents / 100).toFixed(2)].join(',');
    });
  return ['Member ID,Last Name,First Name,Product,Plan Code,Coverage Level,Billed Amount', ...rows, ''].join('\n');
}

test('premium statements: the broker finds Brightpath’s overbilling from the billing page, works it and compares a second invoice', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  const statement = await invoicedStatement(api, bright.id);
  const month = statement.month.slice(0, 7);
  const invoiced = statement.carriers.find((c) => c.invoice)!;
  const other = statement.carriers.find((c) => !c.invoice);

  await signIn(page, DEMO.broker);
  await page.goto(`${DEMO.broker.base}/dashboard/billing`);
  const card = page.getByTestId('premium-statements');
  const row = card.getByTestId('statement-row').filter({ hasText: BRIGHTPATH });
  await expect(row).toContainText('1 of');
  await expect(row).toContainText('1 · ');
  await shot(page, 'statements-book');
  await row.getByRole('link', { name: BRIGHTPATH }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/groups/${bright.id}/statements\\?month=${month}$`));

  // The invoiced carrier: its rule stated, the leaver still billed (disputed) and the tier billed too low (open).
  const carrier = page.getByTestId('carrier-statement').filter({ hasText: invoiced.carrier_name });
  await expect(carrier.getByTestId('mid-month-rule')).toContainText(/Full month|Prorated/);
  await expect(carrier.getByTestId('invoice-summary')).toContainText('1 open difference');
  const leaver = carrier.locator('[data-testid="statement-difference"][data-kind="billed_not_enrolled"]');
  await expect(leaver).toContainText('terminated');
  await expect(leaver).toContainText('Disputed');
  const tier = carrier.locator('[data-testid="statement-difference"][data-kind="wrong_tier"]');
  await expect(tier).toContainText('→ EE');
  await expect(tier).toContainText('−$');
  await shot(page, 'statements-group');

  // The tier is settled with a note.
  await tier.getByRole('button', { name: /^Resolve / }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve the difference' });
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Carrier added the child; credited on the next invoice');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(tier).toContainText('Resolved');
  await expect(tier).toContainText('credited on the next invoice');
  await expect(carrier.getByTestId('invoice-summary')).toContainText('0 open differences');

  // The exports answer a workbook and a PDF.
  const xlsx = await fetchInPage(page, (await page.getByTestId('statement-xlsx').getAttribute('href'))!);
  expect(xlsx.status).toBe(200);
  expect(xlsx.head.slice(0, 2)).toEqual([0x50, 0x4b]);
  const pdf = await fetchInPage(page, (await page.getByTestId('statement-pdf').getAttribute('href'))!);
  expect(pdf.status).toBe(200);
  expect(String.fromCharCode(...pdf.head)).toBe('%PDF');

  if (other) {
    // A malformed file is refused whole, naming the row; the carrier's exact list bill matches.
    const otherCard = page.getByTestId('carrier-statement').filter({ hasText: other.carrier_name });
    await expect(otherCard.getByTestId('invoice-missing')).toBeVisible();
    const input = page.getByTestId(`invoice-file-${other.carrier_id}`);
    await input.setInputFiles({ name: 'bill.csv', mimeType: 'text/csv', buffer: Buffer.from('Member ID,Last Name,First Name,Product,Billed Amount\nX1,Doe,Jo,Medical,lots\n') });
    await expect(otherCard.getByTestId('invoice-error')).toContainText("row 2: premium 'lots' is not an amount");
    await input.setInputFiles({ name: `${other.carrier_name}.csv`, mimeType: 'text/csv', buffer: Buffer.from(exactInvoice(statement, other.carrier_id)) });
    await expect(page.getByTestId('notice')).toContainText('matches the statement');
    await expect(otherCard.getByTestId('invoice-summary')).toContainText('Every line matches the statement');
    await shot(page, 'statements-matched');
  }
  await api.dispose();
});

test('premium statements: the employer admin reads her group’s statement and cannot change it', async ({ page }) => {
  const api = await summitApi();
  const bright = await demoGroup(api, BRIGHTPATH);
  const statement = await invoicedStatement(api, bright.id);
  await api.dispose();
  await signIn(page, DEMO.employerAdmin);
  await page.goto(`${DEMO.employerAdmin.base}/dashboard/groups/${bright.id}/overview`);
  await page.getByRole('navigation', { name: 'Group screens' }).getByRole('link', { name: 'Premium statements' }).click();
  // Opened without a month, the statement of the latest invoice.
  await expect(page).toHaveURL(new RegExp(`/statements\\?month=${statement.month.slice(0, 7)}$`));
  await expect(page.getByTestId('statement-difference').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Upload invoice|Replace invoice/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Dispute|Resolve|Reopen) / })).toHaveCount(0);
  await expect(page.getByTestId('statement-members')).toBeVisible();
  await shot(page, 'statements-employer-admin');
});
