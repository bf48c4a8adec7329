import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '@canopy/api';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A back-office page of its own (not a resource): title, intro, content in a card. */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      <Card>
        <CardContent>{children}</CardContent>
      </Card>
    </Box>
  );
}

export function Loading() {
  return <LinearProgress aria-label="Loading" />;
}

export function Failed({ error }: { error: unknown }) {
  return <Alert severity="error">{error instanceof ApiError ? error.message : 'Something went wrong.'}</Alert>;
}

export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return error ? 'Something went wrong.' : undefined;
  return Object.keys(error.fieldErrors).length ? undefined : error.message;
}

export const cap = (s: string | undefined) => (s ? s[0].toUpperCase() + s.slice(1) : s);
