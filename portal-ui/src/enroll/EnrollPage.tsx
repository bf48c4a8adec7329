/**
 * `/dashboard/groups/{id}/enroll`: the group's open enrollment for brokers and HR. Without a
 * window, what opening does and the dialog to open it; with one, its dates and state, progress
 * (numbers and a donut), the participation check per carrier, the elections, everyone's status
 * with reminders and assisted enrollment, code letters, and the life events. Dialogs load lazily.
 */
import HowToRegIcon from '@mui/icons-material/HowToReg';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { currentOpenWindow } from './format';
import { ENROLLMENT_STATUS_CODES } from '../ui/vocab';
import { ParticipationPanel } from './ParticipationPanel';
import { ProgressPanel } from './ProgressPanel';
import { enrollmentQuery, windowsQuery, type ParticipantFilters } from './queries';
import type { EnrollmentWindow } from './types';
import { WindowHeader } from './WindowHeader';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard } from '../ui/cards';

const OpenEnrollmentDialog = lazy(() => import('./OpenEnrollmentDialog'));
// Below the fold: loaded after the header, progress and participation have painted.
const ParticipantsTable = lazy(() => import('./ParticipantsTable').then((m) => ({ default: m.ParticipantsTable })));
const Tallies = lazy(() => import('./Tallies').then((m) => ({ default: m.Tallies })));
const LifeEventsPanel = lazy(() => import('./LifeEventsPanel').then((m) => ({ default: m.LifeEventsPanel })));
const SpecialWindows = lazy(() => import('./SpecialWindows').then((m) => ({ default: m.SpecialWindows })));
const CodeLetters = lazy(() => import('./CodeLetters'));

function PageSkeleton() {
  return (
    <Stack spacing={2} data-testid="enroll-loading">
      <Skeleton variant="rounded" height={96} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={200} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={200} />
        </Grid>
      </Grid>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

function useFilters(): [ParticipantFilters, (changes: Partial<Record<keyof ParticipantFilters, string | null>>, resetPage?: boolean) => void] {
  const [search, set] = useSearchUpdate();
  const status = search.get('status') ?? '';
  const perPage = Number(search.get('per_page')) || 25;
  return [
    {
      status: (ENROLLMENT_STATUS_CODES as readonly string[]).includes(status) ? status : '',
      q: search.get('q') ?? '',
      sort: search.get('sort') ?? '',
      order: search.get('order') ?? '',
      page: Math.max(0, (Number(search.get('page')) || 1) - 1),
      per_page: perPage,
    },
    set,
  ];
}

function OpenWindow({ current, writable }: { current: EnrollmentWindow; writable: boolean }) {
  const detail = useQuery(enrollmentQuery(current.id));
  const [filters, setFilters] = useFilters();
  const [letters, setLetters] = useState(false);
  // The detail is fresher after a change made here; the list after one made elsewhere.
  const w = detail.data && detail.data.window.version >= current.version ? detail.data.window : current;
  return (
    <Stack spacing={2}>
      <WindowHeader window={w} writable={writable} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <ProgressPanel progress={detail.data?.window.progress ?? w.progress} onPick={(s) => setFilters({ status: filters.status === s ? null : s })} picked={filters.status} closed={w.state === 'closed'} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          {detail.error ? (
            <LoadError error={detail.error} retry={() => void detail.refetch()} what="the participation check" />
          ) : detail.data ? (
            <ParticipationPanel checks={detail.data.participation} closed={w.state === 'closed'} />
          ) : (
            <Skeleton variant="rounded" height={200} />
          )}
        </Grid>
      </Grid>
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        <ParticipantsTable window={w} filters={filters} setFilters={setFilters} writable={writable} onPrintLetters={() => setLetters(true)} />
        {detail.data ? <Tallies tallies={detail.data.tallies} /> : null}
      </Suspense>
      {letters ? (
        <Suspense fallback={null}>
          <CodeLetters window={w} writable={writable} onClose={() => setLetters(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

export default function EnrollPage() {
  const group = useGroup();
  const me = useMe();
  const queryClient = useQueryClient();
  usePageTitle(`Enrollment · ${group.name}`);
  const writable = can(me, 'enrollment', 'write');
  const windows = useQuery(windowsQuery(group.id));
  const [opening, setOpening] = useState(false);
  const all = windows.data ?? [];
  const current = currentOpenWindow(all);
  const special = all.filter((w) => w.kind === 'special');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['groups', group.id] });

  return (
    <Stack spacing={2} data-testid="enroll-page">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Enrollment
        </Typography>
        {writable && current?.state === 'closed' ? (
          <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => setOpening(true)} data-testid="open-enrollment">
            Open enrollment
          </Button>
        ) : null}
      </Stack>
      {windows.error ? (
        <LoadError error={windows.error} retry={() => void windows.refetch()} what="the enrollments" />
      ) : windows.isPending ? (
        <PageSkeleton />
      ) : current ? (
        <OpenWindow key={current.id} current={current} writable={writable} />
      ) : (
        <SectionCard title="Open enrollment">
          <EmptyState
            icon={<HowToRegIcon />}
            title="No open enrollment yet"
            action={
              writable ? (
                <Button variant="contained" startIcon={<PlaylistAddIcon />} onClick={() => setOpening(true)} data-testid="open-enrollment">
                  Open enrollment
                </Button>
              ) : undefined
            }
          >
            <Box component="span" sx={{ display: 'block', mb: 0.5 }}>
              Opening enrollment uses the approved plan design of {group.name}: choose the dates, active or passive, and who is eligible, and see who that includes before
              anyone is invited.
            </Box>
            Each eligible employee then gets an email invitation in your brand (those without email a printable letter with a code), picks a plan per line or waives, and
            signs. You follow progress here, remind those not finished, enroll on someone’s behalf, and close the window when it ends.
          </EmptyState>
        </SectionCard>
      )}
      {windows.data ? (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
            <LifeEventsPanel groupId={group.id} writable={writable} />
            <SpecialWindows windows={special} groupId={group.id} writable={writable} onChanged={refresh} />
          </Suspense>
        </>
      ) : null}
      {opening ? (
        <Suspense fallback={null}>
          <OpenEnrollmentDialog
            group={group}
            takenYears={all.filter((w) => w.kind === 'open').map((w) => w.plan_year)}
            onClose={() => setOpening(false)}
            onOpened={() => {
              setOpening(false);
              refresh();
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
