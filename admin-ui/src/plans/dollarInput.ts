/**
 * A plan's benefit figure as a form input: the record holds the API's cents, the field shows and
 * takes whole dollars (150000 shows as "1500"). Pass `format` and `parse` to a NumberInput; the
 * validators check the dollars the field shows.
 */
import { maxValue, minValue, required, type Validator } from 'react-admin';

/** Cents as the field's text: 150000 → "1500", 2550 → "25.5"; blank when absent. */
export function formatDollarInput(cents: unknown): string {
  if (cents === null || cents === undefined || cents === '') return '';
  const n = Number(cents);
  return Number.isNaN(n) ? '' : String(n / 100);
}

/** What the field holds (a number, or text while typing) as cents; null when blank. */
export function parseDollarInput(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : parseFloat(String(value));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** A validator of dollars run on the form's cents. */
const onDollars =
  (v: Validator): Validator =>
  (cents, values, props) =>
    v(typeof cents === 'number' ? cents / 100 : cents, values, props);

const wholeDollars: Validator = (cents) => (typeof cents === 'number' && cents % 100 !== 0 ? 'Whole dollars' : undefined);

/** From $0 to $100,000, whole dollars. */
export const dollars = [onDollars(minValue(0)), onDollars(maxValue(100_000)), wholeDollars];
export const requiredDollars = [required(), ...dollars];
