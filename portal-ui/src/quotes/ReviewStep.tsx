/** Step 4 of the new-quote wizard: what will be rated, before rating it. */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { labelOf, PAY_FREQUENCIES } from '../book/rules';
import { describeRule, scopeLabel } from './format';
import { cleanRule } from './ContributionEditor';
import { Fact } from './QuoteWizardSteps';
import type { QuoteDraft } from './wizardState';
import { formatDate } from '../ui/dates';
import { formatCents } from '../ui/money';
import { lineLabel } from '../ui/vocab';
import { AgencyPlanChip, CarrierName } from '../plans/PlanLabels';
import type { Plan } from './queries';

export function ReviewStep({ draft, plans, ratingArea, censusLabel }: { draft: QuoteDraft; plans: Plan[]; ratingArea: string; censusLabel: string }) {
  return (
    <Card data-testid="quote-review">
      <CardContent>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              Setup
            </Typography>
            <Table size="small">
              <TableBody>
                <Fact label="Name">{draft.name.trim() || 'Automatic'}</Fact>
                <Fact label="Effective date">{formatDate(draft.effective)}</Fact>
                <Fact label="Rating area">{ratingArea}</Fact>
                <Fact label="Census">{censusLabel}</Fact>
                <Fact label="Lines">{draft.lines.map(lineLabel).join(', ')}</Fact>
                <Fact label="Pay frequency">{labelOf(PAY_FREQUENCIES, draft.payFrequency)}</Fact>
              </TableBody>
            </Table>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2, mb: 0.5 }}>
              Contribution
            </Typography>
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {draft.rules.map((r, i) => (
                <Typography component="li" variant="body2" key={i}>
                  <b>{scopeLabel(r)}:</b> {describeRule(cleanRule(r), (id) => plans.find((p) => p.id === id)?.name)}
                </Typography>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
              {plans.length} {plans.length === 1 ? 'plan' : 'plans'}
            </Typography>
            <Table size="small" aria-label="Plans to rate">
              <TableBody>
                {plans.map((p) => (
                  <TableRow key={p.id} data-testid="review-plan">
                    <TableCell sx={{ pl: 0 }}>
                      {p.name} <AgencyPlanChip plan={p} />
                    </TableCell>
                    <TableCell>
                      <CarrierName name={p.carrier_name} color={p.carrier_color} />
                    </TableCell>
                    <TableCell>{lineLabel(p.line)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatCents(p.base_rate_cents)} <Typography component="span" variant="caption" color="text.secondary">at 21</Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
