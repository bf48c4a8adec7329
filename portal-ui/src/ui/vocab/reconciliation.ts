/** Carrier files and reconciliation: the files Canopy writes for carriers, and how a carrier's list differs from the enrollment. */
import type { CarrierFileFormat, CarrierFilePurpose, DiscrepancyKind, DiscrepancyStatus } from './codes';

/** What a generated carrier file is: "834 change file", "Census CSV". */
export function carrierFileLabel(format: CarrierFileFormat, purpose: CarrierFilePurpose): string {
  if (format === 'x12_834') return `834 ${CARRIER_FILE_PURPOSE_LABELS[purpose]} file`;
  return `Census ${CARRIER_FILE_FORMAT_LABELS[format]}`;
}

export const CARRIER_FILE_FORMAT_LABELS: Record<CarrierFileFormat, string> = {
  x12_834: 'X12 834',
  csv: 'CSV',
  xlsx: 'XLSX',
};

export const CARRIER_FILE_PURPOSE_LABELS: Record<CarrierFilePurpose, string> = {
  change: 'change',
  full: 'full',
};

/** How a carrier's list differs from the enrollment. */
export const DISCREPANCY_KIND_LABELS: Record<DiscrepancyKind, string> = {
  missing_from_carrier: 'Not on the carrier’s list',
  missing_from_platform: 'Not covered in Canopy',
  plan_mismatch: 'Plan mismatch',
  tier_mismatch: 'Tier mismatch',
  effective_date_mismatch: 'Effective date mismatch',
  demographic_mismatch: 'Demographic mismatch',
};

export const DISCREPANCY_STATUS_LABELS: Record<DiscrepancyStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** The steps of a discrepancy's history, as the API records them. */
export const DISCREPANCY_EVENT_LABELS: Record<string, string> = {
  found: 'Found on the carrier’s list',
  seen_again: 'Still on a newer list',
  auto_resolved: 'Resolved by itself',
  assigned: 'Assigned',
  noted: 'Note added',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
  reopened: 'Reopened',
};

/** The person details a demographic mismatch is about. */
export const DEMOGRAPHIC_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  dob: 'Date of birth',
  gender: 'Gender',
  ssn_last4: 'SSN (last 4)',
  address: 'Address',
};
