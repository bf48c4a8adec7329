/**
 * `/dashboard/groups/{id}/plan-design`: the group's plan designs per plan year. Brokers edit a
 * draft with a live cost model and checks, save and submit it; the employer admin approves it or
 * asks for changes; every version stays in the history. The editor and the decision dialog load
 * lazily, so reading a design stays light.
 */
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import ThumbUpIcon from '@mui/icons-material/ThumbUpAlt';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { can, type Me } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { todayIso } from '../book/rules';
import type { Group } from '../book/types';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { CostTable } from './CostModel';
import { DesignSummaryCard, VersionsTable } from './DesignView';
import { designToForm, emptyRule, formToInput, newDesignDates, type DesignForm } from './format';
import { DesignHistory } from './History';
import { ModelPanel } from './ModelPanel';
import { createDesign, decideDesign, designQuery, designsQuery } from './queries';
import type { Decision, DesignInput, PlanDesign } from './types';
import { formatDate, formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { FormError } from '../ui/formErrors';
import { SectionCard } from '../ui/cards';
import { PLAN_DESIGN_STATUS_COLORS, PlanDesignStatusChip } from '../ui/chips/plans';
import { codeLabel, PLAN_DESIGN_STATUS_LABELS } from '../ui/vocab';
import { invalidateGroupLists } from '../groups/queries';

const EditWorkspace = lazy(() => import('./EditWorkspace'));
const RequestChangesDialog = lazy(() => import('./RequestChangesDialog'));

const EDITABLE = ['draft', 'changes_requested'];

function newForm(group: Group): DesignForm {
  return {
    ...newDesignDates(group.renewal_date, todayIso()),
    offering_model: 'single_carrier',
    plan_ids: [],
    rules: [{ ...emptyRule(), employee_pct: '50', dependents_pct: '0' }],
    waiting_period: group.waiting_period,
    pay_frequency: group.pay_frequency,
    source_quote_id: '',
  };
}

/** A design that is not being edited here: submitted, approved, superseded, or anyone's without write access. */
function ReadWorkspace({ group, design, me, onCreated }: { group: Group; design: PlanDesign; me: Me; onCreated: (d: PlanDesign) => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const writable = can(me, 'plan_designs', 'write');
  const approver = can(me, 'plan_designs', 'approve');
  const store = (d: PlanDesign) => {
    queryClient.setQueryData(designQuery(d.id).queryKey, d);
    void queryClient.invalidateQueries({ queryKey: designsQuery(group.id).queryKey });
  };
  const decide = useMutation({
    mutationFn: (body: Decision) => decideDesign(design.id, body),
    onSuccess: (d) => {
      setAsking(false);
      store(d);
      // The decision no longer waits for its maker, and waits for the broker.
      invalidateGroupLists(queryClient);
    },
  });
  const copy = useMutation({
    mutationFn: () => {
      const input: DesignInput = formToInput(designToForm(design));
      return createDesign(group.id, input);
    },
    onSuccess: (d) => {
      store(d);
      onCreated(d);
    },
  });
  const s = design.status;
  const awaitingMe = s === 'submitted' && approver;
  const severity = s === 'approved' ? 'success' : s === 'changes_requested' ? 'warning' : 'info';
  const canCopy = writable && ['submitted', 'approved', 'superseded'].includes(s);
  // Drafts never get here: the broker edits them, and the employer admin does not see them.
  let text: string;
  if (s === 'submitted') text = awaitingMe ? `Sent for your approval ${formatDateTime(design.submitted_at)}. Review the plans, what it costs and the checks, then approve it or ask for changes.` : `Awaiting employer approval since ${formatDateTime(design.submitted_at)}. It is read-only meanwhile; start a new version to change it.`;
  else if (s === 'approved') text = `Approved by ${design.decided_by_name ?? 'the employer'} ${formatDateTime(design.decided_at)}.`;
  else if (s === 'superseded') text = `Replaced by a later approved version of the ${design.plan_year} design.`;
  else text = `${design.decided_by_name ?? 'The employer'} asked for changes ${formatDateTime(design.decided_at)}; the broker is revising it.`;

  return (
    <Stack spacing={2}>
      <Alert
        severity={severity}
        data-testid="design-banner"
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {awaitingMe ? (
              <>
                <Button variant="outlined" size="small" color="inherit" startIcon={<UndoIcon />} onClick={() => setAsking(true)} disabled={decide.isPending} data-testid="request-changes">
                  Request changes
                </Button>
                <Button variant="contained" size="small" color="success" startIcon={<ThumbUpIcon />} onClick={() => decide.mutate({ decision: 'approve' })} disabled={decide.isPending} data-testid="approve-design">
                  {decide.isPending && !asking ? 'Approving…' : 'Approve'}
                </Button>
              </>
            ) : null}
            {canCopy ? (
              <Button variant="outlined" size="small" color="inherit" startIcon={<ContentCopyIcon />} onClick={() => copy.mutate()} disabled={copy.isPending} data-testid="new-version">
                {copy.isPending ? 'Copying…' : 'New version'}
              </Button>
            ) : null}
          </Stack>
        }
      >
        <AlertTitle sx={{ mb: 0.25 }}>
          Plan year {design.plan_year} · version {design.number} · <PlanDesignStatusChip status={s} />
        </AlertTitle>
        <span data-testid="banner-text">{text}</span>
        {design.decision_note && (s === 'approved' || s === 'changes_requested' || s === 'superseded') ? (
          <Box sx={{ mt: 0.5, fontStyle: 'italic' }} data-testid="decision-note">
            “{design.decision_note}”
          </Box>
        ) : null}
      </Alert>
      {decide.error && !asking ? <FormError error={decide.error} /> : null}
      {copy.error ? <FormError error={copy.error} /> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <DesignSummaryCard design={design} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ModelPanel model={design.model} updating={false}>
            <DesignHistory events={design.history} />
          </ModelPanel>
        </Grid>
      </Grid>
      {design.model.plans.length ? (
        <SectionCard title="Cost per plan and tier" subheader="Monthly premium split, employer cost a year, and what an employee pays per paycheck" dense testId="cost-card">
          <CostTable model={design.model} payFrequency={design.pay_frequency} />
        </SectionCard>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <RequestChangesDialog
            open
            busy={decide.isPending}
            error={decide.error}
            onClose={() => {
              setAsking(false);
              decide.reset();
            }}
            onConfirm={(note) => decide.mutate({ decision: 'request_changes', note })}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function SelectedDesign({ group, id, me, onCreated }: { group: Group; id: string; me: Me; onCreated: (d: PlanDesign) => void }) {
  const design = useQuery(designQuery(id));
  if (design.error) return <LoadError error={design.error} retry={() => void design.refetch()} what="the plan design" />;
  if (!design.data) return <WorkspaceSkeleton />;
  const d = design.data;
  const editable = can(me, 'plan_designs', 'write') && EDITABLE.includes(d.status);
  return editable ? (
    <Suspense fallback={<WorkspaceSkeleton />}>
      <EditWorkspace key={`${d.id}:edit`} group={group} design={d} initial={designToForm(d)} onCreated={onCreated} />
    </Suspense>
  ) : (
    <ReadWorkspace key={`${d.id}:read`} group={group} design={d} me={me} onCreated={onCreated} />
  );
}

function WorkspaceSkeleton() {
  return (
    <Stack spacing={2} data-testid="design-loading">
      <Skeleton variant="rounded" height={64} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={2}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={220} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Skeleton variant="rounded" height={380} />
        </Grid>
      </Grid>
    </Stack>
  );
}

export default function PlanDesignPage() {
  const group = useGroup();
  const me = useMe();
  usePageTitle(`Plan design · ${group.name}`);
  const writable = can(me, 'plan_designs', 'write');
  const list = useQuery(designsQuery(group.id));
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState<DesignForm | null>(null);
  const designs = list.data?.data ?? [];
  const wanted = params.get('design');
  // The employer admin lands on what awaits their decision (else the approved design); others on the newest version.
  const fallback = can(me, 'plan_designs', 'approve') ? (designs.find((d) => d.status === 'submitted') ?? designs.find((d) => d.status === 'approved') ?? designs[0]) : designs[0];
  const selectedId = wanted && designs.some((d) => d.id === wanted) ? wanted : (fallback?.id ?? null);
  // Pin the version shown in the address, so that a decision or a refetch does not switch it under the reader.
  const pin = !wanted || !designs.some((d) => d.id === wanted) ? selectedId : null;
  useEffect(() => {
    if (pin) setParams({ design: pin }, { replace: true });
  }, [pin, setParams]);
  const select = (id: string) => {
    setCreating(null);
    setParams({ design: id });
  };
  const selected = designs.find((d) => d.id === selectedId);

  return (
    <Stack spacing={2} data-testid="plan-design-page">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Plan design
        </Typography>
        {designs.length && !creating ? (
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} role="tablist" aria-label="Versions" data-testid="version-chips">
            {designs.slice(0, 6).map((d) => (
              <Chip
                key={d.id}
                role="tab"
                aria-selected={d.id === selectedId}
                label={`${d.plan_year} v${d.number} · ${codeLabel(PLAN_DESIGN_STATUS_LABELS, d.status)}`}
                color={d.id === selectedId ? (PLAN_DESIGN_STATUS_COLORS[d.status] === 'default' ? 'primary' : PLAN_DESIGN_STATUS_COLORS[d.status]) : 'default'}
                variant={d.id === selectedId ? 'filled' : 'outlined'}
                onClick={() => select(d.id)}
                data-testid="version-chip"
                data-status={d.status}
              />
            ))}
          </Stack>
        ) : null}
        {writable && !creating ? (
          <Button variant={designs.length ? 'outlined' : 'contained'} startIcon={<AddIcon />} onClick={() => setCreating(newForm(group))} data-testid="new-design">
            New design
          </Button>
        ) : null}
      </Stack>
      {list.error ? (
        <LoadError error={list.error} retry={() => void list.refetch()} what="the plan designs" />
      ) : list.isPending ? (
        <WorkspaceSkeleton />
      ) : creating ? (
        <Suspense fallback={<WorkspaceSkeleton />}>
          <EditWorkspace key="new" group={group} design={null} initial={creating} onCreated={(d) => select(d.id)} onCancel={() => setCreating(null)} />
        </Suspense>
      ) : !selectedId ? (
        <SectionCard title="Plans and contributions">
          <EmptyState
            icon={<DesignServicesIcon />}
            title={writable ? 'No plan design yet' : 'Nothing to review yet'}
            action={
              writable ? (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(newForm(group))}>
                  Start the plan design
                </Button>
              ) : undefined
            }
          >
            {writable
              ? `Choose the plans ${group.name} offers per line, how much the employer contributes and the waiting period. The cost model and the carriers’ checks update as you edit; then send it to the employer for approval.`
              : `When your broker sends the plan design for ${group.name} (the plans offered, what the company contributes, the waiting period), it appears here for your approval. You can then approve it or ask for changes.`}
          </EmptyState>
        </SectionCard>
      ) : (
        <SelectedDesign key={selectedId} group={group} id={selectedId} me={me} onCreated={(d) => select(d.id)} />
      )}
      {designs.length ? (
        <SectionCard
          title="Versions and decisions"
          subheader={selected && !creating ? `Showing ${selected.plan_year} v${selected.number}${selected.submitted_at ? ` · submitted ${formatDate(selected.submitted_at.slice(0, 10))}` : ''}` : 'Every version of every plan year'}
          dense
          testId="versions-card"
        >
          <VersionsTable designs={designs} selected={creating ? null : selectedId} onSelect={select} />
        </SectionCard>
      ) : null}
    </Stack>
  );
}
