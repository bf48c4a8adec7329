/** The editor of a new or draft design, with the live preview (debounced), save and submit. Loaded lazily. */
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../api';
import type { Group } from '../book/types';
import { CostTable } from './CostModel';
import { ContributionsCard } from './ContributionsCard';
import { DesignSettingsCard } from './DesignSettingsCard';
import { PlansCard } from './PlansCard';
import { PlanDesignStatusChip } from '../ui/chips/plans';
import { designToForm, formToInput, ruleToForm, type DesignForm } from './format';
import { DesignHistory } from './History';
import { ModelPanel } from './ModelPanel';
import { createDesign, designQuery, designsQuery, previewQuery, quoteQuery, submitDesign, updateDesign } from './queries';
import type { Plan, PlanDesign, QuoteSummary } from './types';
import { formatDateTime } from '../ui/dates';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';
import { SectionCard } from '../ui/cards';
import { invalidateGroupLists } from '../groups/queries';

function useDebounced<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(JSON.parse(key) as T), ms);
    return () => clearTimeout(t);
  }, [key, ms]);
  return v;
}

/** The editor of a new or draft design, with the live preview, save and submit. */
export default function EditWorkspace({ group, design, initial, onCreated, onCancel }: { group: Group; design: PlanDesign | null; initial: DesignForm; onCreated: (d: PlanDesign) => void; onCancel?: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DesignForm>(initial);
  const [baseline, setBaseline] = useState(() => JSON.stringify(formToInput(initial)));
  const [version, setVersion] = useState(design?.version);
  const [saved, setSaved] = useState(false);
  const [known, setKnown] = useState<Record<string, Plan>>(() => Object.fromEntries((design?.model.plans ?? []).map((p) => [p.plan.id, p.plan])));
  useEffect(() => setVersion((v) => Math.max(v ?? 0, design?.version ?? 0) || undefined), [design?.version]);

  const input = useMemo(() => formToInput(form), [form]);
  const inputKey = JSON.stringify(input);
  const dirty = !design || inputKey !== baseline;
  const debounced = useDebounced(input, 300);
  const debouncedKey = JSON.stringify(debounced);
  const preview = useQuery({
    ...previewQuery(group.id, debounced),
    enabled: debounced.plan_ids.length > 0,
    initialData: design && debouncedKey === baseline ? design.model : undefined,
    placeholderData: keepPreviousData,
    retry: false,
    throwOnError: false,
    staleTime: 60_000,
  });
  // Plans the preview knows (e.g. after a quote was picked) fill the display map.
  useEffect(() => {
    if (preview.data) setKnown((k) => ({ ...k, ...Object.fromEntries(preview.data.plans.map((p) => [p.plan.id, p.plan])) }));
  }, [preview.data]);
  const model = input.plan_ids.length ? preview.data : undefined;
  const updating = input.plan_ids.length > 0 && (preview.isFetching || debouncedKey !== inputKey);
  const previewErrors = preview.error && debouncedKey === inputKey ? fieldErrorsOf(preview.error) : {};

  // Leaving the page with unsaved edits asks first.
  const unsaved = design ? dirty : input.plan_ids.length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const change = (patch: Partial<DesignForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSaved(false);
  };

  const store = (d: PlanDesign) => {
    queryClient.setQueryData(designQuery(d.id).queryKey, d);
    void queryClient.invalidateQueries({ queryKey: designsQuery(group.id).queryKey });
    // A submitted design waits for the employer (and may move the group on).
    if (d.status === 'submitted') invalidateGroupLists(queryClient);
  };
  const saveCall = async (): Promise<PlanDesign> =>
    design ? updateDesign(design.id, { ...input, version }) : createDesign(group.id, input);
  const afterSave = (d: PlanDesign) => {
    store(d);
    setVersion(d.version);
    setBaseline(JSON.stringify(formToInput(designToForm(d))));
    if (!design) onCreated(d);
  };
  const save = useMutation({
    mutationFn: saveCall,
    onSuccess: (d) => {
      afterSave(d);
      setSaved(true);
    },
  });
  const submit = useMutation({
    mutationFn: async () => {
      let d = design;
      if (!d || dirty) {
        d = await saveCall();
        afterSave(d);
      }
      return submitDesign(d.id);
    },
    onSuccess: (d) => store(d),
  });
  const errors = { ...previewErrors, ...fieldErrorsOf(save.error), ...fieldErrorsOf(submit.error) };
  // Submitting saves first, so it can meet someone else's newer version too.
  const staleSubmit = submit.error instanceof ApiError && submit.error.code === 'stale_version' ? submit.error : null;
  const reload = async () => {
    if (!design) return;
    const d = await queryClient.fetchQuery({ ...designQuery(design.id), staleTime: 0 });
    const f = designToForm(d);
    setForm(f);
    setBaseline(JSON.stringify(formToInput(f)));
    setVersion(d.version);
    save.reset();
    submit.reset();
  };

  const addPlans = (plans: Plan[]) => {
    setKnown((k) => ({ ...k, ...Object.fromEntries(plans.map((p) => [p.id, p])) }));
    change({ plan_ids: [...form.plan_ids, ...plans.map((p) => p.id).filter((id) => !form.plan_ids.includes(id))] });
  };
  const removePlan = (id: string) =>
    change({ plan_ids: form.plan_ids.filter((x) => x !== id), rules: form.rules.map((r) => (r.base_plan_id === id ? { ...r, base_plan_id: '' } : r)) });
  const fromQuote = async (q: QuoteSummary) => {
    const quote = await queryClient.fetchQuery(quoteQuery(q.id));
    const plans = quote.plans.map((p) => p.plan);
    setKnown((k) => ({ ...k, ...Object.fromEntries(plans.map((p) => [p.id, p])) }));
    const ids = [...form.plan_ids, ...plans.map((p) => p.id).filter((id) => !form.plan_ids.includes(id))];
    change(
      design
        ? { plan_ids: ids, source_quote_id: quote.id }
        : {
            plan_ids: ids,
            source_quote_id: quote.id,
            plan_year: Number(quote.effective_date.slice(0, 4)),
            effective_date: quote.effective_date,
            pay_frequency: quote.pay_frequency,
            rules: quote.contribution.length ? quote.contribution.map((r) => ruleToForm(r, (id) => plans.find((p) => p.id === id)?.line)) : form.rules,
          },
    );
  };

  const chosenPlans = form.plan_ids.map((id) => known[id]).filter((p): p is Plan => !!p);
  const busy = save.isPending || submit.isPending;
  const ready = !!model?.ready && !updating && !preview.error;
  const submitBlocked = !ready ? (input.plan_ids.length === 0 ? 'Add plans first' : updating ? 'Waiting for the cost model' : 'Fix the failing checks first') : null;
  const changes = design?.status === 'changes_requested';

  return (
    <Stack spacing={2}>
      <Alert
        severity={changes ? 'warning' : 'info'}
        icon={changes ? <UndoIcon /> : <DesignServicesIcon />}
        data-testid="design-banner"
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            {dirty && design ? (
              <Typography variant="caption" color="text.secondary" data-testid="unsaved">
                Unsaved changes
              </Typography>
            ) : saved ? (
              <Typography variant="caption" color="success.main" data-testid="saved">
                Saved
              </Typography>
            ) : null}
            {onCancel ? (
              <Button color="inherit" size="small" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
            ) : null}
            <Button variant="outlined" size="small" color="inherit" onClick={() => save.mutate()} disabled={busy || !dirty || input.plan_ids.length === 0} data-testid="save-design">
              {save.isPending ? 'Saving…' : 'Save draft'}
            </Button>
            <Tooltip title={submitBlocked ?? ''}>
              <span>
                <Button variant="contained" size="small" startIcon={<SendIcon />} onClick={() => submit.mutate()} disabled={busy || !!submitBlocked} data-testid="submit-design">
                  {submit.isPending ? 'Submitting…' : changes ? 'Resubmit for approval' : 'Submit for approval'}
                </Button>
              </span>
            </Tooltip>
          </Stack>
        }
      >
        <AlertTitle sx={{ mb: 0.25 }}>
          {design ? (
            <>
              Plan year {design.plan_year} · version {design.number} · <PlanDesignStatusChip status={design.status} />
            </>
          ) : (
            `New plan design for ${form.plan_year}`
          )}
        </AlertTitle>
        {changes ? (
          <Box data-testid="changes-requested">
            <strong>{design?.decided_by_name ?? 'The employer'}</strong> asked for changes on {formatDateTime(design?.decided_at)}:{' '}
            <Box component="span" sx={{ fontStyle: 'italic' }} data-testid="decision-note">
              “{design?.decision_note}”
            </Box>
          </Box>
        ) : design ? (
          `Draft created by ${design.created_by_name ?? 'someone'} ${formatDateTime(design.created_at)}. Edit it, watch the cost and the checks, then submit it to the employer for approval.`
        ) : (
          'Not saved yet. Choose plans and the contribution; the cost model and the checks update as you edit.'
        )}
      </Alert>
      <ConflictAlert error={save.error ?? staleSubmit} onReload={() => void reload()} />
      <FormError error={save.error} />
      {submit.error && !staleSubmit ? (
        <Alert severity="error" data-testid="submit-error">
          {submit.error instanceof Error ? submit.error.message : 'Submitting did not work.'}
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <DesignSettingsCard form={form} onChange={change} errors={errors} fixedYear={!!design} />
            <PlansCard groupId={group.id} ratingArea={group.rating_area} form={form} plans={known} onAdd={addPlans} onRemove={removePlan} onQuote={(q) => void fromQuote(q)} errors={errors} />
            <ContributionsCard form={form} classes={group.employee_classes} plans={chosenPlans} onChange={(rules) => change({ rules })} errors={errors} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ModelPanel live model={model} updating={updating} error={preview.error} empty="Add a medical plan to see the employer’s cost, what employees pay per paycheck and the carriers’ checks.">
            {design ? <DesignHistory events={design.history} /> : null}
          </ModelPanel>
        </Grid>
      </Grid>
      {model && model.plans.length ? (
        <SectionCard title="Cost per plan and tier" subheader="Monthly premium split, employer cost a year, and what an employee pays per paycheck" dense testId="cost-card">
          <CostTable model={model} payFrequency={form.pay_frequency} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}

