/** Helpers of the back-office specs: signing in, the menu, and catalogue rates files. */
import { expect, type Page } from '@playwright/test';
import { planYearLabel } from './book';
import { PASSWORD, type DemoUser } from './env';

export async function adminSignIn(page: Page, user: DemoUser) {
  await page.goto(`${user.base}/admin`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Profile' })).toContainText(user.name);
}

export const menu = (page: Page) => page.getByRole('main').getByRole('menu');

/** Every age band of a complete table: "0-14", 15 … 63, "64 and over". */
export const BANDS = ['0-14', ...Array.from({ length: 49 }, (_, i) => String(15 + i)), '64 and over'];

/** A plan's rates for a test: `base + step × band` a month, tobacco users × `tobacco`. */
export class TestRates {
  constructor(
    readonly base: number,
    readonly step: number,
    readonly tobacco: number,
  ) {}

  rate(band: number): string {
    return (this.base + band * this.step).toFixed(2);
  }

  tobaccoRate(band: number): string {
    return ((this.base + band * this.step) * this.tobacco).toFixed(2);
  }

  /**
   * A rates file shaped like the CMS Rate PUF for one plan in Colorado's rating area 3. `broken`
   * spoils two rows: a rate that is not money (file row 18, age 30) and a tobacco rate above 1.5
   * times the rate (file row 28, age 40).
   */
  csv(planId: string, broken = false): string {
    const lines = ['StateCode,PlanId,RatingAreaId,Tobacco,Age,IndividualRate,IndividualTobaccoRate'];
    BANDS.forEach((age, i) => {
      let rate = this.rate(i);
      let tobacco = this.tobaccoRate(i);
      if (broken && age === '30') rate = 'abc';
      if (broken && age === '40') tobacco = (Number(rate) * 2).toFixed(2);
      lines.push(`CO,${planId},Rating Area 3,Tobacco User/Non-Tobacco User,${age},${rate},${tobacco}`);
    });
    return lines.join('\n') + '\n';
  }

  /** The plan page's rates panel shows these rates for CO-03 in the plan year `year`. */
  async expectShown(page: Page, year: number) {
    await expect(page.getByRole('combobox', { name: 'Rating area' })).toContainText('CO-03');
    await expect(page.getByRole('combobox', { name: 'Rates in effect' })).toContainText(planYearLabel(year));
    const ageRow = (age: string) => page.getByTestId('rates-by-age').locator('tr').filter({ has: page.getByRole('cell', { name: age, exact: true }) });
    const usd = (v: string) => `$${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await expect(ageRow('0–14')).toContainText(usd(this.rate(0)));
    await expect(ageRow('40')).toContainText(usd(this.rate(BANDS.indexOf('40'))));
    await expect(ageRow('64 and over')).toContainText(usd(this.rate(50)));
    await expect(ageRow('64 and over')).toContainText(usd(this.tobaccoRate(50)));
  }
}
