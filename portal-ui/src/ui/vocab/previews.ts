/** The preview features and the early-access form's words. */
import type { AgencySize, PreviewFeature } from './codes';

/** Each preview's name as the portal says it. */
export const PREVIEW_TITLES: Record<PreviewFeature, string> = {
  benefits_catalog: 'The benefits catalogue',
  reports: 'Reports',
  resource_library: 'The resource library',
};

/** Each preview's short name, for navigation. */
export const PREVIEW_NAV_LABELS: Record<PreviewFeature, string> = {
  benefits_catalog: 'Benefits',
  reports: 'Reports',
  resource_library: 'Resources',
};

/** Where each preview lives. */
export const PREVIEW_PATHS: Record<PreviewFeature, string> = {
  benefits_catalog: '/2-future-features/benefits',
  reports: '/2-future-features/reports',
  resource_library: '/2-future-features/resources',
};

export const AGENCY_SIZE_LABELS: Record<AgencySize, string> = {
  solo: 'Just me',
  '2-10': '2–10 people',
  '11-50': '11–50 people',
  '51-200': '51–200 people',
  '200+': 'Over 200 people',
};
