/** A group's documents: download, delete, and the upload dialog. */
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/Description';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../api';
import { formatBytes } from '../book/rules';
import { codeLabel, DOCUMENT_KIND_LABELS } from '../ui/vocab';
import { useMe } from '../dashboard/useSession';
import { invalidateGroup } from '../groups/queries';
import { deleteDocument, documentHref, documentsQuery } from './queries';
import { formatDate } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';

const DocumentUploadDialog = lazy(() => import('./DocumentUploadDialog').then((m) => ({ default: m.DocumentUploadDialog })));

export function GroupDocumentsList({ groupId, compact = false }: { groupId: string; compact?: boolean }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const docs = useQuery(documentsQuery(groupId));
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => void invalidateGroup(queryClient, groupId),
  });
  const writable = can(me, 'documents', 'write');
  return (
    <Box data-testid="documents">
      {docs.error ? (
        <LoadError error={docs.error} retry={() => void docs.refetch()} what="the documents" />
      ) : docs.isPending ? (
        <Skeleton variant="rounded" height={80} />
      ) : docs.data.length === 0 ? (
        <EmptyState icon={<DescriptionIcon />} title="No documents yet">
          {compact ? 'The group’s plan documents, applications and census files appear here.' : 'Upload plan summaries, applications, contracts and census files.'}
        </EmptyState>
      ) : (
        <List dense disablePadding>
          {docs.data.map((d) => (
            <ListItem
              key={d.id}
              disableGutters
              divider
              secondaryAction={
                writable && !compact ? (
                  <IconButton edge="end" size="small" aria-label={`Delete ${d.name}`} onClick={() => remove.mutate(d.id)} disabled={remove.isPending}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemIcon sx={{ minWidth: 32 }}>
                <DescriptionIcon fontSize="small" color="action" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Link href={documentHref(d.id)} underline="hover" download>
                    {d.name}
                  </Link>
                }
                secondary={`${codeLabel(DOCUMENT_KIND_LABELS, d.kind)} · ${formatBytes(d.size)} · ${formatDate(d.created_at.slice(0, 10))}${d.uploaded_by_name ? ` · ${d.uploaded_by_name}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {writable ? (
        <Box sx={{ mt: 1 }}>
          <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
            Upload a document
          </Button>
        </Box>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DocumentUploadDialog open onClose={() => setOpen(false)} groupId={groupId} />
        </Suspense>
      ) : null}
    </Box>
  );
}
