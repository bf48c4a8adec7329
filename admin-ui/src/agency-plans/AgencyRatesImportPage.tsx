import { RatesImportPage } from '../rates-import/RatesImportPage';

/** Where the agency's rates import lives (a custom route, and its menu item `agency-rates-import`). */
export const AGENCY_RATES_IMPORT = '/agency-rates-import';

/** Rates for the agency's own plans: the catalogue's import, sent to the agency's endpoint. */
export function AgencyRatesImportPage() {
  return (
    <RatesImportPage
      endpoint="/agency-plans/rates/import"
      title="Agency plan rates"
      intro="Load monthly rates by age for your agency's own plans from a CSV shaped like the CMS Rate PUF. Only your agency's plans can be in the file; the platform's catalogue plans get their rates from the platform. Every row is checked first; a file with any problem loads nothing."
    />
  );
}
