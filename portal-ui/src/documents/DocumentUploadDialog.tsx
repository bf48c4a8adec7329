/** The document upload dialog used by group screens: drag & drop, type, group, progress, size/type checks. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { censusKeys } from '../census/queries';
import { groupsQuery, invalidateGroup } from '../groups/queries';
import { formatBytes } from '../book/rules';
import { FileDrop } from '../census/FileDrop';
import { DOCUMENT_EXTENSIONS, DOCUMENT_MAX_BYTES, UPLOAD_KINDS, uploadDocument, type GroupDocument } from './queries';
import type { DocumentKind } from '../ui/vocab';
import { SelectField } from '../ui/fields';

export function DocumentUploadDialog({
  open,
  onClose,
  groupId,
  onUploaded,
}: {
  open: boolean;
  onClose: () => void;
  /** The group; when absent the dialog asks for it. */
  groupId?: string;
  onUploaded?: (d: GroupDocument) => void;
}) {
  const queryClient = useQueryClient();
  const groups = useQuery({ ...groupsQuery({ per_page: 200, sort: 'name' }), enabled: open && !groupId });
  const [group, setGroup] = useState(groupId ?? '');
  const [kind, setKind] = useState<DocumentKind>('other');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: () => uploadDocument(groupId ?? group, file!, kind, setProgress),
    onSuccess: (d) => {
      void invalidateGroup(queryClient, d.group_id ?? groupId ?? group);
      void queryClient.invalidateQueries({ queryKey: censusKeys.storage });
      onUploaded?.(d);
      setFile(null);
      setProgress(null);
      onClose();
    },
    onError: () => setProgress(null),
  });
  const close = () => {
    if (upload.isPending) return;
    setFile(null);
    upload.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="document-upload-title">
      <DialogTitle id="document-upload-title">Upload a document</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {groupId ? null : (
            <SelectField label="Group" name="document_group" value={group} onChange={(e) => setGroup(e.target.value)} options={(groups.data?.data ?? []).map((g) => [g.id, g.name] as const)} empty="Choose a group" />
          )}
          <SelectField label="Type" name="document_kind" value={kind} onPick={setKind} options={UPLOAD_KINDS} />
          <FileDrop
            testId="document-drop"
            title="Drop the document here"
            extensions={DOCUMENT_EXTENSIONS}
            maxBytes={DOCUMENT_MAX_BYTES}
            hint={`PDF, Word, Excel, CSV or images · up to ${formatBytes(DOCUMENT_MAX_BYTES)}`}
            onFile={setFile}
            busy={upload.isPending}
            progress={upload.isPending ? (progress ?? 0) : null}
          />
          {upload.error ? <Alert severity="error">{upload.error.message}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={upload.isPending}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!file || !(groupId ?? group) || upload.isPending} onClick={() => upload.mutate()} data-testid="document-upload">
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
