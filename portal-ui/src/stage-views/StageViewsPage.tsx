/**
 * `/dashboard/groups/{id}/stage-views`: the group's dossier. One section per stage in lifecycle
 * order, each with when the group was there and what the stage produced, linked to the screen
 * that holds it. A section shows only what the person's role may read.
 */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { lifecycleQuery } from '../lifecycle/queries';
import { LoadError } from '../ui/states';
import type { GroupStage } from '../ui/vocab';
import { CensusSection } from './CensusSection';
import { DesignSection } from './DesignSection';
import { stageSpan } from './dossier';
import { DossierRail } from './DossierRail';
import { EnrollmentSection } from './EnrollmentSection';
import { ImplementationSection } from './ImplementationSection';
import { QuotesSection } from './QuotesSection';
import { RenewalSection } from './RenewalSection';

function PageSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading the dossier">
      <Skeleton variant="rounded" height={72} />
      {[180, 220, 180].map((height, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

export default function StageViewsPage() {
  const group = useGroup();
  const me = useMe();
  usePageTitle(`Dossier · ${group.name}`);
  const may = (resource: string) => can(me, resource, 'read');
  const lifecycle = useQuery({ ...lifecycleQuery(group.id), enabled: may('lifecycle') });

  if (lifecycle.error) return <LoadError error={lifecycle.error} retry={() => void lifecycle.refetch()} what="the group's lifecycle" />;
  if (may('lifecycle') && !lifecycle.data) return <PageSkeleton />;
  const l = lifecycle.data;
  const span = (stage: GroupStage) => (l ? stageSpan(l, stage) : undefined);
  return (
    <Stack spacing={2} data-testid="dossier">
      {l ? <DossierRail lifecycle={l} /> : null}
      {may('census') ? <CensusSection groupId={group.id} span={span('prospect')} /> : null}
      {may('quotes') ? <QuotesSection groupId={group.id} span={span('quoting')} /> : null}
      {may('plan_designs') ? <DesignSection groupId={group.id} span={span('plan_design')} /> : null}
      {may('enrollment') ? <EnrollmentSection groupId={group.id} span={span('enrollment')} /> : null}
      {l ? <ImplementationSection groupId={group.id} lifecycle={l} span={span('implementation')} /> : null}
      <RenewalSection renewalDate={group.renewal_date} span={span('renewal')} />
    </Stack>
  );
}
