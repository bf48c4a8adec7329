import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ApiError, can } from '../api';
import { daysBetween, todayIso } from '../book/rules';
import { useMe } from '../dashboard/useSession';
import { documentsQuery } from '../documents/queries';
import { useGroup } from '../groups/context';
import { SectionCard, StatCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { NotifyProvider, useNotify } from '../ui/notify';
import { EmptyState, LoadError } from '../ui/states';
import { CarrierCard, type CarrierFilesAccess } from './CarrierCard';
import type { ItemChoices } from './ChecklistTable';
import { agencyTeamQuery, boardKey, carrierFilesQuery, implementationKey, implementationQuery, startChecklists, type Implementation } from './queries';

/** `/dashboard/groups/{id}/implement`: each carrier's checklist towards coverage, its group number, and marking it implemented. */
export default function ImplementPage() {
  return (
    <NotifyProvider>
      <Implement />
    </NotifyProvider>
  );
}

function Implement() {
  const group = useGroup();
  const me = useMe();
  const implementation = useQuery(implementationQuery(group.id));
  const editable = implementation.data?.may_edit ?? false;
  const team = useQuery({ ...agencyTeamQuery, enabled: editable && can(me, 'members', 'read') });
  const documents = useQuery({ ...documentsQuery(group.id), enabled: editable && can(me, 'documents', 'read') });
  const carrierFiles = useQuery({ ...carrierFilesQuery(group.id), enabled: can(me, 'carrier_files', 'read') && !!implementation.data?.carriers.length });

  if (implementation.error) return <LoadError error={implementation.error} retry={() => void implementation.refetch()} what="the group's implementation" />;
  const im = implementation.data;
  if (!im) return <PageSkeleton />;

  const choices: ItemChoices = {
    team: (team.data ?? []).map((m) => [m.user_id, m.name] as const),
    documents: (documents.data ?? []).map((d) => [d.id, d.name] as const),
  };
  const files: CarrierFilesAccess | undefined = carrierFiles.data
    ? {
        files: carrierFiles.data.files,
        renewedFrom: carrierFiles.data.renewed_from,
        mayGenerate: editable && can(me, 'carrier_files', 'generate'),
        mayDownload: carrierFiles.data.may_download,
      }
    : undefined;
  const implemented = im.carriers.filter((c) => c.implemented_at).length;
  const overdue = im.carriers.reduce((n, c) => n + c.overdue, 0);
  const untilStart = im.coverage_start ? daysBetween(todayIso(), im.coverage_start) : null;

  return (
    <Stack spacing={2}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Plan year" value={im.plan_year ?? '—'} testId="stat-plan-year" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Coverage starts"
            value={formatDate(im.coverage_start)}
            hint={untilStart === null ? undefined : untilStart > 0 ? `in ${untilStart} ${untilStart === 1 ? 'day' : 'days'}` : untilStart === 0 ? 'today' : 'started'}
            testId="stat-coverage-start"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Carriers implemented" value={im.carriers.length ? `${implemented} of ${im.carriers.length}` : '—'} testId="stat-implemented" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Overdue items" value={overdue} hint={overdue ? 'past their due date' : 'nothing late'} testId="stat-overdue" />
        </Grid>
      </Grid>
      {im.carriers.length === 0 ? (
        <NotStarted groupId={group.id} implementation={im} editable={editable} />
      ) : (
        <>
          {implemented === im.carriers.length ? <AllImplemented groupId={group.id} implementation={im} mayOpenLifecycle={can(me, 'lifecycle', 'read')} /> : null}
          {im.can_start && editable ? <StartMissing groupId={group.id} /> : null}
          {im.carriers.map((c) => (
            <CarrierCard key={c.id} groupId={group.id} carrier={c} editable={editable} choices={choices} files={files} />
          ))}
        </>
      )}
    </Stack>
  );
}

function useStartChecklists(groupId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: () => startChecklists(groupId),
    onSuccess: (implementation) => {
      queryClient.setQueryData(implementationKey(groupId), implementation);
      void queryClient.invalidateQueries({ queryKey: boardKey });
      notify(`Checklists started for ${implementation.carriers.length} ${implementation.carriers.length === 1 ? 'carrier' : 'carriers'}`);
    },
    onError: (error) => {
      const failing = error instanceof ApiError && Array.isArray(error.details?.failing) ? (error.details.failing as string[]) : [];
      notify(failing.length ? `Checklists cannot start yet: ${failing.join('; ')}` : error.message, 'error');
      void queryClient.invalidateQueries({ queryKey: implementationKey(groupId) });
    },
  });
}

function NotStarted({ groupId, implementation, editable }: { groupId: string; implementation: Implementation; editable: boolean }) {
  const start = useStartChecklists(groupId);
  return (
    <SectionCard title="Carrier checklists" testId="implementation-empty">
      {implementation.can_start ? (
        <EmptyState
          icon={<AssignmentTurnedInIcon />}
          title="Checklists not started"
          action={
            editable ? (
              <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending} data-testid="start-checklists">
                {start.isPending ? 'Starting…' : 'Start checklists'}
              </Button>
            ) : undefined
          }
        >
          {editable
            ? 'The plan design is approved and its enrollment is closed. Start one checklist per carrier, from your agency’s templates.'
            : 'Your broker starts a checklist per carrier to set up coverage.'}
        </EmptyState>
      ) : (
        <EmptyState icon={<HourglassEmptyIcon />} title="Nothing to implement yet">
          {implementation.start_blocked ?? 'The group has no approved plan design yet.'}
        </EmptyState>
      )}
    </SectionCard>
  );
}

function StartMissing({ groupId }: { groupId: string }) {
  const start = useStartChecklists(groupId);
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" onClick={() => start.mutate()} disabled={start.isPending} data-testid="start-checklists">
          Start their checklists
        </Button>
      }
    >
      Some carriers of the approved design have no checklist yet.
    </Alert>
  );
}

function AllImplemented({ groupId, implementation, mayOpenLifecycle }: { groupId: string; implementation: Implementation; mayOpenLifecycle: boolean }) {
  const moveOn = implementation.stage === 'implementation';
  return (
    <Alert
      severity="success"
      data-testid="all-implemented"
      action={
        mayOpenLifecycle && moveOn ? (
          <Button color="inherit" size="small" component={RouterLink} to={`/dashboard/groups/${groupId}/lifecycle-client`}>
            Go to lifecycle
          </Button>
        ) : undefined
      }
    >
      Every carrier is implemented.{moveOn ? ' The group can move to Active from its lifecycle.' : ''}
    </Alert>
  );
}

function PageSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading">
      <Grid container spacing={2}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={{ xs: 6, md: 3 }}>
            <Skeleton variant="rounded" height={84} />
          </Grid>
        ))}
      </Grid>
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}
