/** The one call of the error reporting: a report of a failure the person saw. */
import type { components } from '@canopy/api';
import { api } from '../api';

export type ClientErrorReport = components['schemas']['NewClientError'];

/** POST /client-errors; the caller decides what a failing report means (it is never re-reported). */
export function sendClientError(report: ClientErrorReport) {
  return api.POST('/client-errors', { body: report });
}
