/** One page of the library: each resource with its download, category, groups and, for staff, its actions. */
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import GroupsIcon from '@mui/icons-material/Groups';
import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatBytes } from '../book/rules';
import { formatDate } from '../ui/dates';
import { EmptyState } from '../ui/states';
import { SkeletonRows, SortCell, type SortState } from '../ui/table';
import { resourceCategoryLabel } from '../ui/vocab';
import { audienceText } from './library';
import { resourceHref, type Resource, type ResourceLibrary } from './queries';
import type { ResourceAction } from './ResourcesPage';

const headSx = { fontWeight: 700 } as const;

export function ResourceTable({
  library,
  sort,
  onSort,
  filtered,
  onClear,
  writable,
  forGroup,
  onAction,
  onUpload,
}: {
  library?: ResourceLibrary;
  sort: SortState;
  onSort: (by: string, firstOrder?: 'asc' | 'desc') => void;
  filtered: boolean;
  onClear: () => void;
  writable: boolean;
  /** The employer admin's group: the table shows what is shared with it. */
  forGroup?: string;
  onAction: (a: ResourceAction) => void;
  onUpload: () => void;
}) {
  if (!library) return <SkeletonRows rows={6} height={44} />;
  if (library.total === 0) {
    if (filtered) {
      return (
        <EmptyState title="No resource matches" action={<Button onClick={onClear}>Clear the search and filters</Button>}>
          Every word of the search is looked for in the titles, descriptions and file names.
        </EmptyState>
      );
    }
    return forGroup ? (
      <EmptyState icon={<FolderOpenIcon />} title={`Nothing is shared with ${forGroup} yet`}>
        Forms, plan documents and guides your broker shares with you will be listed here, ready to download.
      </EmptyState>
    ) : (
      <EmptyState icon={<FolderOpenIcon />} title="The library is empty" action={writable ? <Button variant="outlined" onClick={onUpload}>Upload the first resource</Button> : undefined}>
        Keep the forms, plan documents and compliance guides your clients ask for here, and share them with a group’s HR or its employees.
      </EmptyState>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Resources">
        <TableHead>
          <TableRow>
            <SortCell by="title" sort={sort} onSort={onSort} sx={headSx}>
              Resource
            </SortCell>
            <SortCell by="category" sort={sort} onSort={onSort} sx={headSx}>
              Category
            </SortCell>
            <TableCell sx={headSx}>{forGroup ? 'Who sees it' : 'Shared with'}</TableCell>
            <SortCell by="updated_at" sort={sort} onSort={onSort} firstOrder="desc" sx={headSx}>
              Updated
            </SortCell>
            {writable ? (
              <TableCell align="right" sx={headSx}>
                Actions
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {library.data.map((r) => (
            <TableRow key={r.id} hover data-testid="resource-row" data-id={r.id}>
              <TableCell sx={{ minWidth: 260, maxWidth: 460 }}>
                <Link href={resourceHref(r.id)} download underline="hover" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="resource-download">
                  {r.title}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-word' }}>
                  {r.file_name} · {formatBytes(r.size)}
                </Typography>
                {r.description ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                    {r.description}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{resourceCategoryLabel(r.category)}</TableCell>
              <TableCell sx={{ minWidth: 180 }}>{forGroup ? <WhoSeesIt resource={r} /> : <Shares resource={r} />}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(r.updated_at.slice(0, 10))}
                <Typography variant="caption" color="text.secondary" component="div">
                  {r.uploaded_by_name}
                </Typography>
              </TableCell>
              {writable ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" title="Share" aria-label={`Share ${r.title}`} onClick={() => onAction({ kind: 'share', resource: r })}>
                    <ShareIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" title="Edit" aria-label={`Edit ${r.title}`} onClick={() => onAction({ kind: 'edit', resource: r })}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" title="Delete" aria-label={`Delete ${r.title}`} onClick={() => onAction({ kind: 'delete', resource: r })}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {forGroup || !library.data.some((r) => r.shares.some((sh) => sh.visible_to_employees)) ? null : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, py: 1 }}>
          <GroupsIcon sx={{ fontSize: 16 }} /> the group’s employees see it too, on their benefits home
        </Typography>
      )}
    </TableContainer>
  );
}

/** The groups a resource is shared with; those whose employees see it are marked. */
function Shares({ resource }: { resource: Resource }) {
  if (resource.shares.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not shared
      </Typography>
    );
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {resource.shares.map((s) => (
        <Chip
          key={s.group_id}
          size="small"
          variant="outlined"
          label={s.group_name}
          icon={s.visible_to_employees ? <GroupsIcon /> : undefined}
          title={`${s.group_name}: ${audienceText(s.visible_to_employees)}`}
          data-testid="resource-share"
          data-employees={s.visible_to_employees ? 'yes' : 'no'}
        />
      ))}
    </Stack>
  );
}

/** For the employer admin: their HR, or their employees too. */
function WhoSeesIt({ resource }: { resource: Resource }) {
  const share = resource.shares[0];
  if (!share) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} data-testid="resource-audience">
      {share.visible_to_employees ? <GroupsIcon fontSize="small" color="action" /> : null}
      <Typography variant="body2">{share.visible_to_employees ? 'You and your employees' : 'HR only'}</Typography>
      <Typography variant="caption" color="text.secondary">
        since {formatDate(share.shared_at.slice(0, 10))}
      </Typography>
    </Box>
  );
}
