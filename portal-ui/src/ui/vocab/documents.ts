/** Group documents and import jobs. */
import type { DocumentKind, JobStatus } from './codes';

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  census: 'Census',
  sbc: 'Summary of benefits (SBC)',
  application: 'Carrier application',
  contract: 'Contract / agreement',
  invoice: 'Invoice',
  id_card: 'ID cards',
  life_event: 'Life event proof',
  carrier_file: 'Carrier file',
  other: 'Other',
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};
