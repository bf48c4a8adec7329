import HelpOutlineIcon from '@mui/icons-material/HelpCenterOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSignOut } from '../auth/queries';
import { can } from '../api';
import { roleLabel } from '../roles';
import { useMe } from './useSession';
import { initials } from '../ui/BrandLogo';

export function UserMenu() {
  const me = useMe();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Account menu for ${me.user.name}`}
        data-testid="user-menu"
        sx={{ gap: 1, px: 1, minWidth: 0 }}
      >
        <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
          {initials(me.user.name)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.1 }}>
          <Typography component="span" sx={{ display: 'block', fontSize: 13, fontWeight: 600 }}>
            {me.user.name}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: 11 }}>
            {roleLabel(me.role)}
          </Typography>
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 0.5 }, variant: 'outlined' } }}
      >
        <Box sx={{ px: 2, py: 1.25 }}>
          <Typography sx={{ fontWeight: 600 }}>{me.user.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {me.user.email}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" variant="outlined" label={roleLabel(me.role)} />
            {me.agency ? <Chip size="small" variant="outlined" label={me.agency.name} /> : null}
          </Box>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/dashboard/help" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <HelpOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Help centre</ListItemText>
        </MenuItem>
        {can(me, 'previews', 'read') ? (
          <MenuItem component={RouterLink} to="/dashboard/early-access" onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <ScienceOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Early access</ListItemText>
          </MenuItem>
        ) : null}
        <MenuItem onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{signOut.isPending ? 'Signing out…' : 'Sign out'}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
