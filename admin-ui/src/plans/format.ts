/** Formats of the plan catalogue (benefit figures and rates in cents). */
import { formatCents } from '../../../portal-ui/src/ui/money';
import { NETWORK_CHOICES } from '../vocab';

/** Network types that fit a line (dental plans are usually DHMO or DPPO). */
export function networkChoicesFor(line: string | undefined) {
  if (line === 'dental') return NETWORK_CHOICES.filter((n) => ['DHMO', 'DPPO', 'PPO', 'HMO'].includes(n.id));
  return NETWORK_CHOICES.filter((n) => !['DHMO', 'DPPO'].includes(n.id));
}

/** A benefit figure in cents, to the dollar: 150000 → "$1,500"; "—" when absent. */
export const money = (v: number | null | undefined) => formatCents(v, true);

/** A monthly rate in cents: 41207 → "$412.07". */
export const rate = (cents: number | null | undefined) => formatCents(cents);

/** A copay in cents: 2500 → "$25", or "After deductible" when the plan has none. */
export const copay = (v: number | null | undefined) => (v === null || v === undefined ? 'After deductible' : formatCents(v, true));

export const cap = (s: string | undefined | null) => (s ? s[0].toUpperCase() + s.slice(1) : '');

/** The age band of a rate row: 0 stands for 0-14 and 64 for 64 and over. */
export const ageBand = (age: number) => (age === 0 ? '0–14' : age === 64 ? '64 and over' : String(age));

/** A HIOS plan id: issuer (5 digits), state (2 letters), 7 digits. */
export const PLAN_ID = /^\d{5}[A-Z]{2}\d{7}$/;

export function validatePlanId(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'Required';
  return PLAN_ID.test(value.trim()) ? undefined : 'A HIOS plan id: 5 digits, the state, 7 digits (e.g. 71234CO0010001)';
}

/** The states (and DC) a plan can be filed in, as `{ id, name }` choices. */
export const STATE_CHOICES: { id: string; name: string }[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'], ['CT', 'Connecticut'],
  ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'],
  ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'],
  ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([id, name]) => ({ id, name }));
