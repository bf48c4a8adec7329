/** Employees, their dependents, and the agency's members. */
import type { EmploymentStatus, EmploymentType, Gender, MemberStatus, Relationship } from './codes';

export const EMPLOYMENT_STATUS_LABELS: Record<EmploymentStatus, string> = {
  active: 'Active',
  leave: 'On leave',
  cobra: 'COBRA',
  retiree: 'Retiree',
  terminated: 'Terminated',
};

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
};

export const RELATIONSHIP_LABELS: Record<Relationship, string> = {
  spouse: 'Spouse',
  domestic_partner: 'Domestic partner',
  child: 'Child',
  other: 'Other',
};

export const GENDER_LABELS: Record<Gender, string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  unknown: 'Unknown',
};

/** A person's membership of the agency. */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { active: 'Active', deactivated: 'Deactivated' };
