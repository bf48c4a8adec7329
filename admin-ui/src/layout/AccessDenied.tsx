import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Title, useGetIdentity } from 'react-admin';
import { roleLabel } from '../vocab';

/** Shown when the role may not open a page, or the API answered 403. */
export function AccessDenied() {
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Not allowed" />
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Box sx={{ color: 'text.secondary', mb: 1 }}>
          <BlockIcon sx={{ fontSize: 48 }} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          You don't have access to this page
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto', mb: 3 }}>
          {identity?.role ? (
            <>
              You are signed in as <strong>{identity.fullName}</strong> ({roleLabel(identity.role as string)}).{' '}
            </>
          ) : null}
          The back office is for agency owners and admins, and for the platform's operators.
        </Typography>
        <Button variant="contained" href="/dashboard">
          Go to the portal
        </Button>
      </CardContent>
    </Card>
  );
}
