import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import ApartmentIcon from '@mui/icons-material/Apartment';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BugReportIcon from '@mui/icons-material/BugReport';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import HistoryIcon from '@mui/icons-material/History';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title, useCreatePath, useGetIdentity, useGetList, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Role } from '../api';
import { resourcesFor } from '../permissions';
import { AccessDenied } from './AccessDenied';
import { useBrand } from './useBrand';

const TILES: Record<string, { label: string; icon: ReactNode; text: string }> = {
  agencies: { label: 'Agencies', icon: <ApartmentIcon />, text: 'Every agency on the platform, with its subdomain and schema.' },
  carriers: { label: 'Carriers', icon: <HealthAndSafetyIcon />, text: 'Insurance carriers and their small-group rules.' },
  plans: { label: 'Plans', icon: <MedicalInformationIcon />, text: 'Active plans of the catalogue, their benefits and rates.' },
  'billing-plans': { label: 'Billing plans', icon: <CardMembershipIcon />, text: 'The plans agencies subscribe to: prices, limits and Stripe prices.' },
  'agency-plans': { label: 'Agency plans', icon: <StorefrontIcon />, text: 'Your agency’s own plans, quoted beside the catalogue’s.' },
  members: { label: 'Members', icon: <PeopleIcon />, text: 'The people of your agency and their roles.' },
  'client-errors': { label: 'Client errors', icon: <BugReportIcon />, text: 'Errors the portal reported, with their digest.' },
  'support-requests': { label: 'Help requests', icon: <ContactSupportIcon />, text: 'Messages sent from the help centre’s contact form.' },
  'agency-articles': { label: 'Help articles', icon: <ArticleIcon />, text: 'Articles you write for your clients, shown in your help centre.' },
  'early-access': { label: 'Early access', icon: <HowToRegIcon />, text: 'Who joined the early-access list, with what they want to try.' },
  'preview-feedback': { label: 'Preview feedback', icon: <ScienceOutlinedIcon />, text: 'What people said about the preview features.' },
  invites: { label: 'Invitations', icon: <ForwardToInboxIcon />, text: 'People invited to the agency, and their status.' },
  roles: { label: 'Roles', icon: <AdminPanelSettingsIcon />, text: 'Built-in roles and the agency’s own, with their permissions.' },
  'audit-log': { label: 'Audit log', icon: <HistoryIcon />, text: 'Who changed what, and when, with before and after.' },
  outbox: { label: 'Email outbox', icon: <OutboxIcon />, text: 'Every email sent, with its delivery status.' },
};

const SORT: Record<string, string> = { 'audit-log': 'at', roles: 'label', carriers: 'name', plans: 'name', 'billing-plans': 'position', 'agency-plans': 'name' };

function Tile({ resource }: { resource: string }) {
  const createPath = useCreatePath();
  const { total, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: SORT[resource] ?? 'created_at', order: 'DESC' } });
  const tile = TILES[resource];
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={createPath({ resource, type: 'list' })} sx={{ height: '100%' }}>
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }}>
            {tile.icon}
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {tile.label}
            </Typography>
          </Box>
          <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2 }}>
            {isPending ? <Skeleton width={48} /> : (total ?? '—')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {tile.text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The back office's home: what this role can manage, with counts. */
export function Home() {
  const brand = useBrand();
  const { permissions, isPending } = usePermissions<Role>();
  const { identity } = useGetIdentity();
  const resources = resourcesFor(permissions);
  if (isPending) return null;
  if (resources.length === 0) return <AccessDenied />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Home" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {brand.is_platform ? 'Platform back office' : `${brand.name} back office`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Signed in as {identity?.fullName}
      </Typography>
      <Grid container spacing={2}>
        {resources.map((r) => (
          <Grid key={r} size={{ xs: 12, sm: 6, md: 4 }}>
            <Tile resource={r} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
