/** `/2-future-features/resources`: the agency's resource library; an employer admin reads what is shared with their group. */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../api';
import { listParams } from '../book/rules';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { PreviewGate } from '../early-access/PreviewGate';
import { groupQuery } from '../groups/queries';
import { NotifyProvider } from '../ui/notify';
import { PageHeader } from '../ui/PageHeader';
import { Pager } from '../ui/Pager';
import { PreviewBadge } from '../ui/PreviewBadge';
import { LoadError } from '../ui/states';
import type { ResourceCategory } from '../ui/vocab';
import { LibraryFilters } from './LibraryFilters';
import { libraryQuery, type Resource } from './queries';
import { ResourceTable } from './ResourceTable';

const UploadResourceDialog = lazy(() => import('./UploadResourceDialog'));
const EditResourceDialog = lazy(() => import('./EditResourceDialog'));
const ShareResourceDialog = lazy(() => import('./ShareResourceDialog'));
const DeleteResourceDialog = lazy(() => import('./DeleteResourceDialog'));

const FILTERS = ['q', 'category', 'group', 'sort', 'order'] as const;

export type ResourceAction = { kind: 'edit' | 'share' | 'delete'; resource: Resource };

export default function ResourcesPage() {
  usePageTitle('Resource library');
  return (
    <PreviewGate feature="resource_library">
      <NotifyProvider>
        <Library />
      </NotifyProvider>
    </PreviewGate>
  );
}

function Library() {
  const me = useMe();
  const writable = can(me, 'resources', 'write');
  const hrGroup = me.role === 'employer_admin' ? me.group_id : undefined;
  const group = useQuery({ ...groupQuery(hrGroup ?? ''), enabled: !!hrGroup });
  const [search, set] = useSearchUpdate();
  const asked = listParams(search, FILTERS, { sort: 'created_at', order: 'desc' });
  // An employer admin reads their own group's shares: there is no other group to filter by.
  const filters = hrGroup ? { ...asked, group: '' } : asked;
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1);
  const perPage = Number(search.get('per_page') ?? '25');
  const library = useQuery(
    libraryQuery({
      page,
      perPage,
      q: filters.q,
      category: filters.category as ResourceCategory | undefined,
      groupId: filters.group || undefined,
      sort: filters.sort,
      order: filters.order === 'asc' ? 'asc' : 'desc',
    }),
  );
  const [uploading, setUploading] = useState(false);
  const [action, setAction] = useState<ResourceAction | null>(null);
  const subtitle = hrGroup
    ? `Forms, plan documents and guides ${me.agency?.name ?? 'your broker'} shares with ${group.data?.name ?? 'your company'}.`
    : 'Forms, plan documents and compliance guides: share them with a client’s HR, or with its employees too.';

  return (
    <Box data-testid="resource-library">
      <PageHeader
        title={
          <>
            Resource library <PreviewBadge />
          </>
        }
        subtitle={subtitle}
        actions={
          writable ? (
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)} data-testid="upload-resource">
              Upload a resource
            </Button>
          ) : null
        }
      />
      <Card>
        <LibraryFilters filters={filters} categories={library.data?.categories} mayFilterGroups={!hrGroup} set={set} />
        <Box sx={{ height: 4 }}>{library.isFetching && !library.isPending ? <LinearProgress /> : null}</Box>
        {library.error ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={library.error} retry={() => void library.refetch()} what="the resource library" />
          </Box>
        ) : (
          <>
            <ResourceTable
              library={library.data}
              sort={{ by: filters.sort, order: filters.order === 'asc' ? 'asc' : 'desc' }}
              onSort={(by, firstOrder = 'asc') => set({ sort: by, order: filters.sort === by ? (filters.order === 'asc' ? 'desc' : 'asc') : firstOrder })}
              filtered={!!(filters.q || filters.category || filters.group)}
              onClear={() => set({ q: null, category: null, group: null })}
              writable={writable}
              forGroup={hrGroup ? (group.data?.name ?? 'your company') : undefined}
              onAction={setAction}
              onUpload={() => setUploading(true)}
            />
            {library.data && library.data.total > 0 ? (
              <Pager
                page={page}
                perPage={perPage}
                total={library.data.total}
                onPage={(p) => set({ page: String(p + 1) }, false)}
                onPerPage={(n) => set({ per_page: String(n) })}
              />
            ) : null}
          </>
        )}
      </Card>
      <Suspense fallback={null}>
        {uploading ? <UploadResourceDialog onClose={() => setUploading(false)} /> : null}
        {action?.kind === 'edit' ? <EditResourceDialog resource={action.resource} onClose={() => setAction(null)} /> : null}
        {action?.kind === 'share' ? <ShareResourceDialog resource={action.resource} onClose={() => setAction(null)} /> : null}
        {action?.kind === 'delete' ? <DeleteResourceDialog resource={action.resource} onClose={() => setAction(null)} /> : null}
      </Suspense>
    </Box>
  );
}
