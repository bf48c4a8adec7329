import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DocumentUploadDialog } from '../documents/DocumentUploadDialog';
import { GroupDocumentsList } from '../documents/GroupDocumentsList';
import type { GroupDocument } from '../documents/queries';
import { ToolPage, useChosenGroup } from './common';
import { EmptyState } from '../ui/states';
import { SectionCard } from '../ui/cards';

/** `…/census-gallery/documents/document-upload-modal`: the real document upload dialog. */
export default function DocumentUploadTool() {
  const { groupId, picker, none } = useChosenGroup();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<GroupDocument | null>(null);
  return (
    <ToolPage title="Document upload" subtitle="The dialog group screens use: drag and drop, type, group, progress bar, size and type checks">
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {picker}
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)} data-testid="open-document-upload">
              Upload a document
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {last ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="document-uploaded">
          {last.name} was uploaded.
        </Alert>
      ) : null}
      {none ? <EmptyState title="No groups yet">Documents belong to a group; add one first.</EmptyState> : groupId ? (
        <SectionCard title="Documents of the group">
          <GroupDocumentsList key={groupId} groupId={groupId} />
        </SectionCard>
      ) : null}
      <DocumentUploadDialog open={open} onClose={() => setOpen(false)} onUploaded={setLast} />
    </ToolPage>
  );
}
