/** The benefits catalogue's words: the kinds of category, an option's status, whom it covers. */
import type { BenefitKind, BenefitOptionStatus, DependentsCovered } from './codes';

export const BENEFIT_KIND_LABELS: Record<BenefitKind, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  life: 'Life and AD&D',
  disability: 'Disability',
  voluntary: 'Voluntary',
  eap: 'Employee assistance (EAP)',
  wellness: 'Wellness',
  other: 'Other',
};

export const BENEFIT_OPTION_STATUS_LABELS: Record<BenefitOptionStatus, string> = {
  active: 'Active',
  archived: 'Archived',
};

export const DEPENDENTS_COVERED_LABELS: Record<DependentsCovered, string> = {
  employee_only: 'Employee only',
  spouse: 'Employee and spouse or partner',
  children: 'Employee and children',
  family: 'Employee, spouse or partner, and children',
};
