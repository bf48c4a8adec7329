/** Step 3 of the new-quote wizard: what the employer pays, per line and class. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { Dispatch } from 'react';
import { ContributionEditor } from './ContributionEditor';
import type { QuoteAction, QuoteDraft } from './wizardState';
import type { Plan } from './queries';

export function ContributionStep({
  draft,
  dispatch,
  classes,
  plans,
  errors,
}: {
  draft: QuoteDraft;
  dispatch: Dispatch<QuoteAction>;
  classes: string[];
  plans: Plan[];
  errors: Record<string, string>;
}) {
  return (
    <Card>
      <CardContent>
        <ContributionEditor rules={draft.rules} onChange={(rules) => dispatch({ type: 'rules', rules })} lines={draft.lines} classes={classes} plans={plans} errors={errors} />
      </CardContent>
    </Card>
  );
}
