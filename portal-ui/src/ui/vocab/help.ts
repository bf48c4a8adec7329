/** The help centre's categories, in the order it lists them. */
import type { HelpCategory } from './codes';

export const HELP_CATEGORY_LABELS: Record<HelpCategory, string> = {
  'getting-started': 'Getting started',
  census: 'Census and imports',
  quoting: 'Quotes and market analysis',
  'plan-design': 'Plan design',
  enrollment: 'Open enrollment',
  employees: 'Employees and HR admins',
  carriers: 'Carriers and 834 files',
  renewal: 'Renewal',
  billing: 'Billing and statements',
  branding: 'Branding and domains',
  security: 'Security and access',
};
