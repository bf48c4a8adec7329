import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { EmployeesTable } from '../employees/EmployeesTable';
import { useGroup } from './context';
import { EmptyState } from '../ui/states';

/** `/dashboard/groups/{id}/employees`: the roster. */
export default function GroupEmployees() {
  const group = useGroup();
  const me = useMe();
  const writable = can(me, 'employees', 'write');
  const base = `/dashboard/groups/${group.id}`;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Roster
        </Typography>
        {writable ? (
          <>
            <Button component={RouterLink} to={`${base}/employees/import`} variant="outlined" startIcon={<UploadFileIcon />}>
              Import employees
            </Button>
            <Button component={RouterLink} to={`/dashboard/employees/new?group_id=${group.id}`} variant="contained" startIcon={<PersonAddIcon />}>
              Add employee
            </Button>
          </>
        ) : null}
      </Stack>
      <EmployeesTable
        groupId={group.id}
        empty={
          <EmptyState
            title="No employees on this roster yet"
            action={
              writable ? (
                <Button component={RouterLink} to={`${base}/employees/import`} variant="contained" startIcon={<UploadFileIcon />}>
                  Import a census
                </Button>
              ) : undefined
            }
          >
            Import the employer's census (CSV or Excel) or add people one at a time.
          </EmptyState>
        }
      />
    </Stack>
  );
}
