/** The lifecycle of an employer group, as Canopy runs it (DOMAIN.md). */
export const LIFECYCLE = [
  {
    key: 'census',
    title: 'Census',
    text: 'Drop in the employer’s spreadsheet. Columns are recognised, errors fixed inline, and every version is kept with its statistics.',
  },
  {
    key: 'quote',
    title: 'Quote',
    text: 'Rate plans from the carrier catalogue by age and rating area, compare them side by side and export the proposal.',
  },
  {
    key: 'plan-design',
    title: 'Plan design',
    text: 'Choose the plans and the employer contribution; see employer cost, paycheck cost per tier and affordability as you go.',
  },
  {
    key: 'enrollment',
    title: 'Enrollment',
    text: 'Open enrollment online: employees elect or waive coverage for themselves and their dependents, and HR watches progress.',
  },
  {
    key: 'implementation',
    title: 'Implementation',
    text: 'Carrier checklists, 834 and CSV carrier files, and reconciliation of the carrier’s list against enrollments.',
  },
  {
    key: 'renewal',
    title: 'Renewal',
    text: 'Load renewal rates, compare them with the current plans and the market, decide, and start the new plan year.',
  },
] as const;
