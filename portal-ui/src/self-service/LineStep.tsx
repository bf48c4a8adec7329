import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { choiceProblem, emptyChoice, renewalNote, tierLabel, tiersOf, waivedSummary, type LineChoice } from './format';
import { lineLabel, waiveReasonOptions } from '../ui/vocab';
import { PlanComparison } from './PlanComparison';
import { StepActions } from './StepActions';
import type { Election, LineOffer } from './types';
import { formatCents } from '../ui/money';

const WAIVE = '__waive__';

/** The tier priced before one is chosen: the one covering everyone on file. */
const broadest = (offer: LineOffer) => tiersOf(offer).at(-1)?.tier ?? 'EE';

/** One line of coverage: who is covered, the plans compared with my cost, or waive with a reason. */
export function LineStep({
  offer,
  choice,
  onChange,
  before,
  renewal,
  serverError,
  onBack,
  onDone,
}: {
  offer: LineOffer;
  choice: LineChoice | undefined;
  onChange: (c: LineChoice) => void;
  /** In a special window: this line before the event. */
  before?: Election;
  /** In a renewal's re-enrollment: this line last year, and whether everyone chooses it again. */
  renewal?: { last: Election | undefined; active: boolean };
  serverError?: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [tried, setTried] = useState(false);
  const c = choice ?? emptyChoice();
  const tiers = tiersOf(offer);
  const tierOk = tiers.some((t) => t.tier === c.tier);
  const tier = tierOk ? c.tier : broadest(offer);
  const label = lineLabel(offer.line);
  const problem = choiceProblem(offer, c);

  const pickPlan = (planId: string) => onChange({ mode: 'plan', plan_id: planId, tier, waive_reason: '' });
  const pickTier = (t: string) => onChange({ ...c, tier: t });
  const pick = (value: string) => (value === WAIVE ? onChange({ ...c, mode: 'waive', plan_id: '' }) : pickPlan(value));

  const next = () => {
    setTried(true);
    if (!problem) onDone();
  };

  return (
    <Box data-testid={`step-line-${offer.line}`}>
      <Typography variant="h5" component="h2" gutterBottom>
        {label} coverage
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Compare the {label.toLowerCase()} plans with what each costs you per paycheck after your employer’s share, or waive {label.toLowerCase()} coverage.
      </Typography>
      <Stack spacing={2.5}>
        {before ? (
          <Alert severity="info" data-testid="coverage-before">
            Before your life event: {before.plan_name ? `${before.plan_name} (${tierLabel(before.tier).toLowerCase()})` : waivedSummary(before.waive_reason)}.
          </Alert>
        ) : null}
        {renewal ? <LastYear offer={offer} last={renewal.last} active={renewal.active} /> : null}
        {serverError ? (
          <Alert severity="error" data-testid="line-error">
            {serverError}
          </Alert>
        ) : null}

        {tiers.length > 1 ? (
          <FormControl>
            <FormLabel id={`tier-${offer.line}`} sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
              Who do you want to cover?
            </FormLabel>
            <RadioGroup aria-labelledby={`tier-${offer.line}`} value={tier} onChange={(e) => pickTier(e.target.value)} data-testid="tier-choice" sx={{ gap: 0.5 }}>
              {tiers.map((t) => (
                <FormControlLabel
                  key={t.tier}
                  value={t.tier}
                  control={<Radio size="small" />}
                  data-tier={t.tier}
                  label={
                    <Box component="span" sx={{ display: 'block' }}>
                      {tierLabel(t.tier)}
                      {t.covers.length ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {' '}
                          — {t.covers.join(', ')}
                        </Typography>
                      ) : null}
                    </Box>
                  }
                  sx={{ mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Plans cover you only. To cover a spouse or children, add them in the dependents step.
          </Typography>
        )}

        <RadioGroup aria-label={`${label} plan`} value={c.mode === 'waive' ? WAIVE : c.mode === 'plan' ? c.plan_id : ''} onChange={(e) => pick(e.target.value)} name={`plan-${offer.line}`}>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>
            {offer.plans.length === 1 ? `Your ${label.toLowerCase()} plan` : `Choose a ${label.toLowerCase()} plan`}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              · prices for {tierLabel(tier).toLowerCase()}
            </Typography>
          </Typography>
          <PlanComparison plans={offer.plans} tier={tier} lastYear={renewal?.last} selected={c.mode === 'plan' ? c.plan_id : ''} onSelect={pickPlan} wide={wide} />
          <Card
            sx={{ mt: 1.5, borderColor: c.mode === 'waive' ? 'primary.main' : 'divider', borderWidth: c.mode === 'waive' ? 2 : 1, bgcolor: c.mode === 'waive' ? alpha(theme.palette.primary.main, 0.04) : 'background.paper' }}
            data-testid="waive-option"
          >
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <FormControlLabel value={WAIVE} control={<Radio />} label={`Waive ${label.toLowerCase()} coverage`} sx={{ mr: 0 }} />
              {c.mode === 'waive' ? (
                <TextField
                  select
                  label="Why are you waiving?"
                  value={c.waive_reason}
                  onChange={(e) => onChange({ ...c, waive_reason: e.target.value })}
                  error={tried && !c.waive_reason}
                  helperText={tried && !c.waive_reason ? 'Choose a reason' : 'Your employer needs this for the carrier’s participation rules.'}
                  sx={{ mt: 1 }}
                  data-testid="waive-reason"
                >
                  {waiveReasonOptions('employee').map(([k, l]) => (
                    <MenuItem key={k} value={k}>
                      {l}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
            </CardContent>
          </Card>
        </RadioGroup>

        {tried && problem ? (
          <Alert severity="warning" data-testid="choice-problem">
            {problem}
          </Alert>
        ) : null}
      </Stack>
      <StepActions
        onBack={onBack}
        onNext={next}
        extra={
          c.mode === 'plan' && !problem ? (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: { xs: 'center', sm: 'left' } }} data-testid="line-summary">
              {formatCents(offer.plans.find((o) => o.plan.id === c.plan_id)?.prices.find((t) => t.tier === c.tier)?.per_paycheck_cents)} per paycheck
            </Typography>
          ) : null
        }
      />
    </Box>
  );
}

/** Last year's election on this line and what doing nothing does now. */
function LastYear({ offer, last, active }: { offer: LineOffer; last: Election | undefined; active: boolean }) {
  return (
    <Alert severity={active ? 'warning' : 'info'} data-testid="last-year">
      {last ? (
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          Last year: {last.plan_name ? `${last.plan_name} (${tierLabel(last.tier).toLowerCase()}), ${formatCents(last.employee_cents)} a month` : waivedSummary(last.waive_reason)}.
        </Box>
      ) : null}
      {renewalNote(offer, last, active)}
    </Alert>
  );
}
