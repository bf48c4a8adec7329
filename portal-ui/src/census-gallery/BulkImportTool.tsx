import CloseIcon from '@mui/icons-material/Close';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmployeesTable } from '../employees/EmployeesTable';
import { ToolPage, useChosenGroup } from './common';
import { EmptyState } from '../ui/states';

const CensusWizard = lazy(() => import('../census/CensusWizard'));

/** The bulk roster import, as a dialog over the roster. */
export function BulkImportDialog({ open, onClose, groupId }: { open: boolean; onClose: () => void; groupId: string }) {
  const navigate = useNavigate();
  const [step, setStep] = useState('upload');
  const busy = step === 'commit';
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby="bulk-import-title">
      <DialogTitle id="bulk-import-title" sx={{ display: 'flex', alignItems: 'center' }}>
        <span style={{ flexGrow: 1 }}>Bulk import employees</span>
        <IconButton aria-label="Close" onClick={onClose} disabled={busy}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
        <CensusWizard
          key={groupId}
          groupId={groupId}
          embedded
          onStep={setStep}
          onFinished={() => {
            onClose();
            navigate(`/dashboard/groups/${groupId}/employees`);
          }}
        />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

/** `…/census-gallery/roster/bulk-import-employees-modal`. */
export default function BulkImportTool() {
  const { groupId, picker, none } = useChosenGroup();
  const [open, setOpen] = useState(false);
  return (
    <ToolPage title="Bulk import employees" subtitle="The roster import dialog for a chosen group">
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            {picker}
            <Button variant="contained" startIcon={<GroupAddIcon />} disabled={!groupId} onClick={() => setOpen(true)} data-testid="open-bulk-import">
              Bulk import employees
            </Button>
            <Typography variant="body2" color="text.secondary">
              The roster below updates when the import is committed.
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      {none ? <EmptyState title="No groups yet">Add a group first; its roster is imported here.</EmptyState> : groupId ? <EmployeesTable key={groupId} groupId={groupId} /> : null}
      {groupId ? <BulkImportDialog open={open} onClose={() => setOpen(false)} groupId={groupId} /> : null}
    </ToolPage>
  );
}
