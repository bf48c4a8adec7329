/** Step 2 of the new-quote wizard: the plans to rate, picked from the catalogue and the agency's own. */
import type { Dispatch } from 'react';
import type { Plan } from './api';
import { PlanPicker } from './PlanPicker';
import type { QuoteAction, QuoteDraft } from './wizardState';

export function PlansStep({ draft, dispatch, ratingArea, error }: { draft: QuoteDraft; dispatch: Dispatch<QuoteAction>; ratingArea: string; error?: string }) {
  const selected = new Map<string, Plan>(draft.plans.map((p) => [p.id, p]));
  return (
    <PlanPicker
      lines={draft.lines}
      ratingArea={ratingArea}
      effectiveDate={draft.effective}
      selected={selected}
      onChange={(next) => dispatch({ type: 'plans', plans: [...next.values()] })}
      error={error}
    />
  );
}
