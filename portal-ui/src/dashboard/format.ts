import { todayIso } from '../book/rules';
import { daysLeftText, formatDate } from '../ui/dates';

/** "Good morning" / "Good afternoon" / "Good evening" for the local hour. */
export function greeting(date: Date = new Date()): string {
  const h = date.getHours();
  if (h < 5) return 'Good evening';
  if (h < 12) return 'Good morning';
  if (h < 18) return 'Good afternoon';
  return 'Good evening';
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", "just now". */
export function timeAgo(iso: string, now: number = Date.now(), locale = 'en'): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute') {
      return rtf.format(Math.round(seconds / size), unit);
    }
  }
  return '';
}

/**
 * How an activity reads: a summary starting in lower case continues the actor's name ("signed
 * in" → "Dana Whitfield signed in"); a capitalised one is a sentence of its own.
 */
export function activitySentence(a: { actor_name: string; summary: string }): { actorInSentence: boolean; rest: string } {
  const summary = a.summary.trim();
  const startsLower = /^[a-z]/.test(summary);
  return { actorInSentence: startsLower && !!a.actor_name, rest: summary };
}

/**
 * The address of an agency's portal, seen from this page's host: the host itself when it is the
 * agency's, else `{slug}.{platform host}` (the subdomain rule of DESIGN.md "Tenancy").
 */
export function agencyHost(slug: string, currentHost: string, onAgencyHost: boolean): string {
  if (onAgencyHost) return currentHost;
  return `${slug}.${currentHost}`;
}

/**
 * When a "waiting for you" item is due, in words: an enrollment by the days it has left, a step
 * before coverage by the day coverage starts; nothing without a date. Pure.
 */
export function awaitingDue(item: { kind: string; due_on?: string | null }, today: string = todayIso()): string | null {
  if (!item.due_on) return null;
  if (item.kind === 'enrollment_not_started' || item.kind === 'enrollment_stalled') return daysLeftText(item.due_on, today);
  return `coverage starts ${formatDate(item.due_on)}`;
}
