import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import CensusWizard from '../census/CensusWizard';
import { useGroup } from './context';

/** `/dashboard/groups/{id}/employees/import`: the roster's bulk import (the census wizard for this group). */
export default function GroupEmployeesImport() {
  const group = useGroup();
  const navigate = useNavigate();
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        Import employees into {group.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Upload the employer’s file as it is: columns are recognised, every row is checked, and you fix problems here before anything changes on the roster.
      </Typography>
      <CensusWizard groupId={group.id} onFinished={() => navigate(`/dashboard/groups/${group.id}/employees`)} />
    </Stack>
  );
}
