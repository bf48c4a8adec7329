import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGroup } from '../groups/context';
import { SectionCard, StatCard } from '../ui/cards';
import { formatDateTime } from '../ui/dates';
import { NotifyProvider } from '../ui/notify';
import { LoadError } from '../ui/states';
import { durationText } from './duration';
import { MoveDialog } from './MoveDialog';
import { NextMoves } from './NextMoves';
import { lifecycleQuery } from './queries';
import { StageTimeline } from './StageTimeline';
import { TimeInStages } from './TimeInStages';
import { stageLabel, type GroupStage } from '../ui/vocab';

/** `/dashboard/groups/{id}/lifecycle-client`: the group's stage, how it got there, and where it may go next. */
export default function LifecyclePage() {
  return (
    <NotifyProvider>
      <Lifecycle />
    </NotifyProvider>
  );
}

function Lifecycle() {
  const group = useGroup();
  const lifecycle = useQuery(lifecycleQuery(group.id));
  const [moving, setMoving] = useState<GroupStage | null>(null);

  if (lifecycle.error) return <LoadError error={lifecycle.error} retry={() => void lifecycle.refetch()} what="the group's lifecycle" />;
  const l = lifecycle.data;
  if (!l) return <Skeleton variant="rounded" height={360} />;

  const current = l.time_in_stages.find((t) => t.current);
  const firstMove = l.moves[l.moves.length - 1];
  const chosen = l.next_moves.find((m) => m.to === moving) ?? null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="Stage" value={stageLabel(l.stage)} hint={l.entered_at ? `since ${formatDateTime(l.entered_at)}` : undefined} testId="lifecycle-stage" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label={`Time in ${stageLabel(l.stage).toLowerCase()}`} value={current ? durationText(current.seconds) : '—'} hint={current && current.visits > 1 ? `over ${current.visits} visits` : undefined} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StatCard label="With the agency" value={firstMove ? durationText((Date.now() - Date.parse(firstMove.moved_at)) / 1000) : '—'} hint={`${l.moves.length - 1} stage ${l.moves.length === 2 ? 'move' : 'moves'}`} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <SectionCard
          title="Where it can go next"
          subheader={l.may_move ? 'Each move checks that the work behind it is done.' : 'Your broker moves the group through its stages.'}
          testId="next-moves"
        >
          {l.next_moves.length === 0 ? (
            <Alert severity="info">A terminated group has no next stage. Reactivate it from its settings to start again as a prospect.</Alert>
          ) : (
            <NextMoves moves={l.next_moves} mayMove={l.may_move} mayOverride={l.may_override} onMove={setMoving} />
          )}
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <SectionCard title="Time in each stage" testId="time-in-stages">
          <TimeInStages times={l.time_in_stages} />
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <SectionCard title="Timeline" subheader="Every stage move, newest first: who, when, and why." testId="stage-timeline" dense>
          <StageTimeline moves={l.moves} />
        </SectionCard>
      </Grid>
      {chosen ? (
        <MoveDialog
          groupId={group.id}
          groupName={group.name}
          from={l.stage}
          version={l.version}
          move={chosen}
          mayOverride={l.may_override}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </Grid>
  );
}
