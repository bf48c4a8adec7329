/** `/2-future-features/reports`: the reports, each with its headline figures, live. */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { PageHeader } from '../ui/PageHeader';
import { PreviewBadge } from '../ui/PreviewBadge';
import { formatCents } from '../ui/money';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { pct, plural } from './format';
import { ReportGate } from './parts';
import { bookReportQuery, enrollmentReportQuery } from './queries';

export default function ReportsHub() {
  usePageTitle('Reports');
  return (
    <ReportGate>
      <Hub />
    </ReportGate>
  );
}

function Hub() {
  const book = useQuery(bookReportQuery({}));
  const enrollment = useQuery(enrollmentReportQuery({}));
  const b = book.data;
  const e = enrollment.data;
  return (
    <Box>
      <PageHeader
        title={
          <>
            Reports <PreviewBadge />
          </>
        }
        subtitle="Your agency’s book and its enrollments, from the data in Canopy, with charts, filters and exports"
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportCard
            icon={<AssessmentOutlinedIcon />}
            title="Book of business"
            summary="Premium in force by carrier and line, your commission estimate, groups by lifecycle stage and the renewal pipeline of the next twelve months."
            to="/2-future-features/reports/enhanced"
            testId="hub-book"
            error={book.error}
            retry={() => void book.refetch()}
            figures={
              b
                ? [
                    ['Monthly premium', formatCents(b.totals.monthly_premium_cents, true)],
                    ['Clients', String(b.totals.groups)],
                    ['Renewing in 12 months', plural(b.totals.renewing_groups, 'group')],
                    ['Commission a year', b.commission.rates_set ? formatCents(b.commission.annual_commission_cents, true) : 'No rates set'],
                  ]
                : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ReportCard
            icon={<HowToRegOutlinedIcon />}
            title="Enrollment"
            summary="Participation per group against each carrier’s minimum, elections by plan and tier, waivers by reason and completion day by day."
            to="/2-future-features/reports/enrollment"
            testId="hub-enrollment"
            error={enrollment.error}
            retry={() => void enrollment.refetch()}
            figures={
              e
                ? [
                    ['Open today', plural(e.totals.open, 'enrollment')],
                    ['Complete', pct(e.totals.completion_pct)],
                    ['Below a minimum', `${e.totals.checks_below} of ${e.totals.checks}`],
                    ['Employees waived', e.totals.waived.toLocaleString('en-US')],
                  ]
                : undefined
            }
          />
        </Grid>
      </Grid>
    </Box>
  );
}

function ReportCard({
  icon,
  title,
  summary,
  to,
  figures,
  error,
  retry,
  testId,
}: {
  icon: ReactNode;
  title: string;
  summary: string;
  to: string;
  figures?: [string, string][];
  error: unknown;
  retry: () => void;
  testId: string;
}) {
  return (
    <Card data-testid={testId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Box sx={{ color: 'primary.main', display: 'flex', '& svg': { fontSize: 32 } }}>{icon}</Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {summary}
        </Typography>
        {error ? (
          <LoadError error={error} retry={retry} what={`the ${title.toLowerCase()} figures`} />
        ) : figures ? (
          <Grid container spacing={1.5}>
            {figures.map(([label, value]) => (
              <Grid key={label} size={6} data-testid="hub-figure">
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography sx={{ fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
              </Grid>
            ))}
          </Grid>
        ) : (
          <SkeletonRows rows={2} height={48} />
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to={to} variant="contained" endIcon={<ArrowForwardIcon />}>
          Open the report
        </Button>
      </CardActions>
    </Card>
  );
}
