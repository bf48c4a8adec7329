import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { NotifyProvider } from '../ui/notify';
import { PageHeader } from '../ui/PageHeader';
import { PageLoading } from '../ui/states';
import Board from './Board';

// The templates, the formats and their samples are read now and then; they load when opened.
const Templates = lazy(() => import('./Templates'));
const FileFormats = lazy(() => import('./FileFormats'));

const VIEWS = [
  { key: 'board', label: 'Board' },
  { key: 'templates', label: 'Checklist templates' },
  { key: 'file-formats', label: 'Carrier file formats' },
] as const;

/** `/dashboard/implementation-gallery`: carrier implementations across the book, the checklists they start from, and the files carriers receive. */
export default function ImplementationGallery() {
  const me = useMe();
  usePageTitle('Implementation');
  const [search] = useSearchParams();
  if (!can(me, 'implementation_book', 'read')) return <ForbiddenPage role={me.role} agencyName={me.agency?.name} />;

  const view = VIEWS.find((v) => v.key === search.get('view')) ?? VIEWS[0];
  return (
    <NotifyProvider>
      <PageHeader title="Implementation" subtitle="Carrier setups across your book, the checklists they start from, and the files carriers receive." />
      <Card sx={{ mb: 2 }}>
        <Box component="nav" aria-label="Implementation views" sx={{ display: 'flex', gap: 0.5, px: 1, overflowX: 'auto' }}>
          {VIEWS.map((v) => {
            const active = v === view;
            return (
              <Button
                key={v.key}
                component={RouterLink}
                // Each view starts afresh: the address holds only the open view's own state (the board's search, the chosen template).
                to={v === VIEWS[0] ? '.' : `?view=${v.key}`}
                aria-current={active ? 'page' : undefined}
                sx={{
                  borderRadius: 0,
                  minHeight: 44,
                  px: 2,
                  flexShrink: 0,
                  fontWeight: active ? 700 : 500,
                  color: active ? 'primary.main' : 'text.secondary',
                  borderBottom: 2,
                  borderColor: active ? 'primary.main' : 'transparent',
                }}
              >
                {v.label}
              </Button>
            );
          })}
        </Box>
      </Card>
      {view.key === 'board' ? (
        <Board />
      ) : (
        <Suspense fallback={<PageLoading />}>{view.key === 'templates' ? <Templates /> : <FileFormats />}</Suspense>
      )}
    </NotifyProvider>
  );
}
