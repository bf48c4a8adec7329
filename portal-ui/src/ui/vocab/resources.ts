/** The resource library: what kind of document a resource is, for staff and for employees. */
import { codeLabel, type Audience, type ResourceCategory } from './codes';

export const RESOURCE_CATEGORY_LABELS: Record<ResourceCategory, string> = {
  form: 'Form',
  plan_document: 'Plan document (SBC)',
  compliance_guide: 'Compliance guide',
  enrollment_guide: 'Enrollment guide',
  other: 'Other',
};

const RESOURCE_CATEGORY_LABELS_FOR_EMPLOYEES: Record<ResourceCategory, string> = {
  form: 'Form to fill in',
  plan_document: 'About your plan',
  compliance_guide: 'Your rights',
  enrollment_guide: 'How to enroll',
  other: 'Document',
};

export function resourceCategoryLabel(category: string | null | undefined, audience: Audience = 'staff'): string {
  return codeLabel(audience === 'employee' ? RESOURCE_CATEGORY_LABELS_FOR_EMPLOYEES : RESOURCE_CATEGORY_LABELS, category);
}
