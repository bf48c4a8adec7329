import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { EmployeesTable } from './EmployeesTable';
import { PageHeader } from '../ui/PageHeader';

/** `/dashboard/employees`: everyone across all groups. */
export default function EmployeesPage() {
  usePageTitle('Employees');
  const me = useMe();
  return (
    <Box>
      <PageHeader
        title="Employees"
        subtitle="Everyone across your groups: search by name, email or group"
        actions={
          can(me, 'employees', 'write') ? (
            <Button component={RouterLink} to="/dashboard/employees/new" variant="contained" startIcon={<PersonAddIcon />}>
              Add employee
            </Button>
          ) : null
        }
      />
      <EmployeesTable />
    </Box>
  );
}
