/** Step 2 of the new-quote wizard: the plans to rate, picked from the catalogue and the agency's own. */
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { Dispatch } from 'react';
import { PlanPicker } from '../plans/PlanPicker';
import { MAX_PLANS, SelectedPlans } from './SelectedPlans';
import type { QuoteAction, QuoteDraft } from './wizardState';
import type { Plan } from './queries';

export function PlansStep({ draft, dispatch, ratingArea, error }: { draft: QuoteDraft; dispatch: Dispatch<QuoteAction>; ratingArea: string; error?: string }) {
  const selected = new Map<string, Plan>(draft.plans.map((p) => [p.id, p]));
  const onChange = (next: Map<string, Plan>) => dispatch({ type: 'plans', plans: [...next.values()] });
  return (
    <Stack spacing={1.5}>
      <SelectedPlans lines={draft.lines} selected={selected} onChange={onChange} />
      {error ? (
        <Alert severity="error" data-testid="plan-ids-error">
          {error}
        </Alert>
      ) : null}
      <Card variant="outlined">
        <PlanPicker lines={draft.lines} ratingArea={ratingArea} effectiveDate={draft.effective} selected={selected} onChange={onChange} max={MAX_PLANS} />
      </Card>
    </Stack>
  );
}
