import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalculateIcon from '@mui/icons-material/Calculate';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { parseDate } from '../book/rules';
import { versionsQuery } from '../census/queries';
import { useMe } from '../dashboard/useSession';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { useGroup } from '../groups/context';
import { cleanRule, ruleProblems } from './ContributionEditor';
import { defaultEffectiveDate } from './format';
import { MAX_PLANS } from './SelectedPlans';
import { Steps } from './QuoteWizardSteps';
import { SetupStep } from './SetupStep';
import { forgetDraft, initialDraft, LAST_STEP, loadDraft, plansInLines, quoteReducer, saveDraft, STEPS } from './wizardState';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { lineLabel } from '../ui/vocab';
import { createQuote, ratingAreaQuery } from './queries';

/** The steps after the first, each loaded when it is opened: the first paint is the setup. */
const PlansStep = lazy(() => import('./PlansStep').then((m) => ({ default: m.PlansStep })));
const ContributionStep = lazy(() => import('./ContributionStep').then((m) => ({ default: m.ContributionStep })));
const ReviewStep = lazy(() => import('./ReviewStep').then((m) => ({ default: m.ReviewStep })));

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** `/dashboard/groups/{id}/quote/new`: the new-quote wizard (setup, plans, contribution, review) → the rated quote. What was entered is kept for the tab until the quote is made. */
export default function QuoteNew() {
  const group = useGroup();
  const me = useMe();
  usePageTitle(`New quote · ${group.name}`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = `/dashboard/groups/${group.id}/quote`;

  const fresh = () => initialDraft({ effective: defaultEffectiveDate(group), payFrequency: group.pay_frequency || 26 });
  const [restored] = useState(() => loadDraft(storage(), group.id));
  const [draft, dispatch] = useReducer(quoteReducer, restored, (kept) => kept ?? fresh());
  useEffect(() => {
    // Only a draft with something entered is kept, so an untouched wizard follows the group's defaults.
    if (JSON.stringify(draft) === JSON.stringify(fresh())) forgetDraft(storage(), group.id);
    else saveDraft(storage(), group.id, draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [group.id, draft]);

  const versions = useQuery(versionsQuery(group.id));
  const area = useQuery({ ...ratingAreaQuery(group.zip), enabled: !!group.zip });
  const committed = (versions.data ?? []).filter((v) => v.status === 'committed' && v.number).sort((a, b) => (b.number ?? 0) - (a.number ?? 0));
  const ratingArea = group.rating_area ?? area.data?.rating_area ?? '';
  const plans = useMemo(() => plansInLines(draft), [draft]);

  const create = useMutation({
    mutationFn: () =>
      createQuote(group.id, {
        name: draft.name.trim() || undefined,
        effective_date: draft.effective,
        lines: draft.lines,
        plan_ids: plans.map((p) => p.id),
        contribution: draft.rules.map(cleanRule),
        census_version_id: draft.census || undefined,
        pay_frequency: draft.payFrequency,
      }),
    onSuccess: (q) => {
      forgetDraft(storage(), group.id);
      void queryClient.invalidateQueries({ queryKey: ['groups', group.id] });
      queryClient.setQueryData(['quotes', q.id], q);
      navigate(`${base}/${q.id}`);
    },
    onError: (e) => dispatch({ type: 'refused', fields: Object.keys(fieldErrorsOf(e)) }),
  });
  const server = fieldErrorsOf(create.error);

  // Client checks, per step (the server checks the same and answers per field).
  const setupProblems: Record<string, string> = {};
  if (!parseDate(draft.effective)) setupProblems.effective_date = 'enter a valid date';
  if (!draft.lines.length) setupProblems.lines = 'choose at least one line of coverage';
  if (!ratingArea) setupProblems.zip = 'the group’s ZIP is in no rating area; fix the group’s ZIP first';
  const missingLine = draft.lines.find((l) => !plans.some((p) => p.line === l));
  const planProblem =
    plans.length === 0 ? 'choose at least one plan' : plans.length > MAX_PLANS ? `at most ${MAX_PLANS} plans` : missingLine ? `choose at least one ${lineLabel(missingLine).toLowerCase()} plan, or untick that line` : null;
  const contribution = ruleProblems(draft.rules);
  const stepOk = [Object.keys(setupProblems).length === 0, !planProblem, Object.keys(contribution).length === 0, true];
  const show = (i: number) => draft.tried.includes(i);
  const setupErrors: Record<string, string | undefined> = {};
  for (const f of ['name', 'effective_date', 'pay_frequency', 'census_version_id', 'lines', 'zip']) setupErrors[f] = server[f] ?? (show(0) ? setupProblems[f] : undefined);

  if (!can(me, 'quotes', 'write')) return <ForbiddenPage message="Your role can read this group’s quotes but not create them" />;

  const censusLabel = draft.census ? `Census v${committed.find((v) => v.id === draft.census)?.number ?? '?'}` : `Current roster (${group.headcount} employees)`;

  return (
    <Stack spacing={1.5} data-testid="quote-wizard" data-step={draft.step}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          New quote
        </Typography>
        {restored ? (
          <Button onClick={() => dispatch({ type: 'start-over', draft: fresh() })} data-testid="quote-start-over">
            Start over
          </Button>
        ) : null}
        <Button component={RouterLink} to={base} startIcon={<ArrowBackIcon />}>
          Quotes
        </Button>
      </Stack>
      <Card>
        <CardContent sx={{ py: '12px !important' }}>
          <Steps step={draft.step} done={stepOk} onStep={(i) => dispatch({ type: 'go', step: i, ok: stepOk })} />
        </CardContent>
      </Card>
      <FormError error={create.error} />

      {draft.step === 0 ? (
        <SetupStep
          group={group}
          draft={draft}
          dispatch={dispatch}
          area={area.data}
          areaMissing={area.isError}
          ratingArea={ratingArea}
          committed={committed}
          errors={setupErrors}
          canImport={can(me, 'agency_plans', 'write')}
        />
      ) : null}
      <Suspense fallback={<CircularProgress size={24} aria-label="Loading the step" />}>
        {draft.step === 1 ? <PlansStep draft={draft} dispatch={dispatch} ratingArea={ratingArea} error={server.plan_ids ?? (show(1) ? (planProblem ?? undefined) : undefined)} /> : null}
        {draft.step === 2 ? <ContributionStep draft={draft} dispatch={dispatch} classes={group.employee_classes} plans={plans} errors={{ ...(show(2) ? contribution : {}), ...server }} /> : null}
        {draft.step === 3 ? <ReviewStep draft={draft} plans={plans} ratingArea={ratingArea} censusLabel={censusLabel} /> : null}
      </Suspense>

      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Button disabled={draft.step === 0 || create.isPending} onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {draft.step === 1 ? (
            <Typography variant="body2" color="text.secondary">
              {plans.length} selected
            </Typography>
          ) : null}
          {draft.step < LAST_STEP ? (
            <Button variant="contained" onClick={() => dispatch({ type: 'next', ok: stepOk })} data-testid="wizard-next">
              Next: {STEPS[draft.step + 1]}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : <CalculateIcon />}
              disabled={create.isPending || !stepOk.every(Boolean)}
              onClick={() => create.mutate()}
              data-testid="rate-quote"
            >
              {create.isPending ? 'Rating…' : `Rate ${plans.length} ${plans.length === 1 ? 'plan' : 'plans'}`}
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
