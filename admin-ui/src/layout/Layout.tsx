import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import ArchiveIcon from '@mui/icons-material/Archive';
import BrushIcon from '@mui/icons-material/Brush';
import DnsIcon from '@mui/icons-material/Dns';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { AppBar, Layout as RaLayout, Logout, Menu, TitlePortal, UserMenu, useGetIdentity, usePermissions, useResourceDefinitions } from 'react-admin';
import type { Role } from '../api';
import { pagesFor } from '../permissions';
import { BrandMark } from './BrandMark';
import { roleLabel } from '../vocab';

function CanopyUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu>
      <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
        <Box sx={{ fontWeight: 600 }}>{identity?.fullName}</Box>
        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{identity?.email as string}</Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
          {roleLabel(identity?.role as string)}
          {identity?.agency ? ` · ${identity.agency as string}` : ''}
        </Box>
      </Box>
      <Logout />
    </UserMenu>
  );
}

function CanopyAppBar() {
  return (
    <AppBar color="primary" userMenu={<CanopyUserMenu />}>
      <Box sx={{ mr: 2, display: { xs: 'none', sm: 'block' } }}>
        <BrandMark inverse caption="Back office" />
      </Box>
      <TitlePortal variant="body1" sx={{ fontWeight: 600, opacity: 0.9 }} />
      <Button color="inherit" size="small" href="/dashboard" endIcon={<OpenInNewIcon fontSize="small" />} sx={{ mr: 1 }}>
        Portal
      </Button>
    </AppBar>
  );
}

/** Pages of their own; `after` places one right below the resource it belongs with. */
const PAGES: Record<string, { label: string; icon: ReactNode; after?: string }> = {
  brand: { label: 'Brand', icon: <BrushIcon /> },
  domains: { label: 'Custom domains', icon: <DnsIcon /> },
  sso: { label: 'Single sign-on', icon: <VpnKeyIcon /> },
  subscription: { label: 'Subscription', icon: <ReceiptLongIcon /> },
  'rates-import': { label: 'Rates import', icon: <UploadFileIcon />, after: 'plans' },
  'agency-rates-import': { label: 'Agency plan rates', icon: <UploadFileIcon />, after: 'agency-plans' },
  'agency-data': { label: 'Data & closure', icon: <ArchiveIcon /> },
};

function CanopyMenu() {
  const { permissions } = usePermissions<Role>();
  const definitions = useResourceDefinitions();
  const pages = pagesFor(permissions);
  const resources = Object.keys(definitions).filter((r) => definitions[r].hasList);
  const pageItem = (p: string) => <Menu.Item key={p} to={`/${p}`} primaryText={PAGES[p].label} leftIcon={PAGES[p].icon} />;
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Home" />
      {resources.flatMap((r) => [<Menu.ResourceItem key={r} name={r} />, ...pages.filter((p) => PAGES[p].after === r).map(pageItem)])}
      {pages.filter((p) => !PAGES[p].after || !resources.includes(PAGES[p].after!)).map(pageItem)}
    </Menu>
  );
}

/** The page is never wider than the screen: a list wider than its room scrolls inside its card
 * (react-admin's layout otherwise grows to its widest table and the whole page scrolls). */
const FIT_THE_SCREEN = {
  minWidth: 0,
  '& .RaLayout-content, & .list-page, & .RaList-main': { minWidth: 0 },
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={CanopyAppBar} menu={CanopyMenu} sx={FIT_THE_SCREEN}>
      {children}
    </RaLayout>
  );
}
