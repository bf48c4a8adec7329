import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A titled section of a page; in a grid row, sections share the row's height. `large` is for pages
 * made of a few big sections (the settings pages): a heading-size title, and each section keeps its
 * own height. `dense` lets a table run to the card's edges.
 */
export function SectionCard({
  title,
  subheader,
  action,
  children,
  testId,
  dense = false,
  large = false,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  dense?: boolean;
  large?: boolean;
}) {
  return (
    <Card data-testid={testId} sx={large ? undefined : { height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{
          title: large ? { variant: 'h6', component: 'h2' } : { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 700 } },
          subheader: { variant: 'body2' },
        }}
        sx={{ pb: large ? 1 : 0.5, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 1, ...(dense ? { px: 0, '&:last-child': { pb: 1 } } : {}) }}>{children}</CardContent>
    </Card>
  );
}

/** One figure with its label and an optional hint. */
export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
