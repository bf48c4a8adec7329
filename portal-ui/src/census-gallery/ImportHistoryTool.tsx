import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { versionsQuery } from '../census/queries';
import { IssueList } from '../census/IssueList';
import { useUndo, VersionsTable } from '../groups/GroupCensus';
import { ToolPage, useChosenGroup } from './common';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard } from '../ui/cards';

const CensusWizard = lazy(() => import('../census/CensusWizard'));

/** `…/census-gallery/workflows/employee-import-client`: imports per group, their effect and errors; undo the last one. */
export default function ImportHistoryTool() {
  const me = useMe();
  const { groupId, picker, none } = useChosenGroup();
  const versions = useQuery({ ...versionsQuery(groupId), enabled: !!groupId });
  const { ask, dialog } = useUndo(groupId);
  const [importing, setImporting] = useState(false);
  const list = [...(versions.data ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const withErrors = list.filter((v) => v.issues.length > 0);
  const writable = can(me, 'census', 'write');
  return (
    <ToolPage title="Import history" subtitle="Each import of a group: rows added, updated and terminated, errors; undo the last one">
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {picker}
            {writable ? (
              <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={!groupId} onClick={() => setImporting((v) => !v)}>
                {importing ? 'Hide the import' : 'New import'}
              </Button>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      {importing && groupId ? (
        <SectionCard title="New import">
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
<CensusWizard key={groupId} groupId={groupId} embedded />
</Suspense>
        </SectionCard>
      ) : null}
      <Stack spacing={2} sx={{ mt: importing ? 2 : 0 }}>
        <SectionCard title="Imports" dense>
          {none ? (
            <EmptyState title="No groups yet" />
          ) : versions.error ? (
            <LoadError error={versions.error} retry={() => void versions.refetch()} what="the imports" />
          ) : versions.isPending ? (
            <Skeleton variant="rounded" height={120} sx={{ mx: 2 }} />
          ) : list.length === 0 ? (
            <EmptyState title="No imports for this group yet">Imports of the census or the roster appear here with what they changed.</EmptyState>
          ) : (
            <VersionsTable versions={list} onUndo={writable ? ask : undefined} />
          )}
        </SectionCard>
        {withErrors.length ? (
          <SectionCard title="Problems found in imports">
            <Stack spacing={2}>
              {withErrors.slice(0, 5).map((v) => (
                <div key={v.id}>
                  <Typography variant="subtitle2">
                    {v.number ? `v${v.number}` : 'Draft'} · {v.file_name}
                  </Typography>
                  <IssueList issues={v.issues} max={6} />
                </div>
              ))}
            </Stack>
          </SectionCard>
        ) : null}
      </Stack>
      {dialog}
    </ToolPage>
  );
}
