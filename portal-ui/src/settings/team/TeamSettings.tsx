import Stack from '@mui/material/Stack';
import { Invitations } from './Invitations';
import { Members } from './Members';
import { Roles } from './Roles';

/** "Users & roles": the members, the pending invitations and the agency's roles. */
export function TeamSettings({ canManage, canManageRoles }: { canManage: boolean; canManageRoles: boolean }) {
  return (
    <Stack spacing={2}>
      <Members canManage={canManage} />
      {canManage ? <Invitations /> : null}
      <Roles canManage={canManageRoles} />
    </Stack>
  );
}
