import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../brand/BrandProvider';
import { firstName, greeting } from '../dashboard/format';
import { formatDate, openWindows, windowTitle } from './format';
import { myBenefitsQuery, mySubmissionQuery } from './queries';
import { useEmployee } from './useEmployee';
import { LoadError } from '../ui/states';
import { ConfirmationsCard } from './ConfirmationsCard';
import { CoverageCard } from './CoverageCard';
import { DependentsCard } from './DependentsCard';
import { DocumentsCard } from './DocumentsCard';
import { EnrollmentCall } from './EnrollmentCall';
import { LifeEventsCard } from './LifeEventsCard';
import { MyResourcesCard } from '../resources/MyResourcesCard';

function HomeSkeleton() {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label="Loading my benefits">
      <Grid size={12}>
        <Skeleton variant="rounded" height={110} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Skeleton variant="rounded" height={260} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Skeleton variant="rounded" height={260} />
      </Grid>
    </Grid>
  );
}

/** `/employees`: my benefits — open enrollment, coverage and cost, dependents, life events, documents. */
export default function MyBenefitsHome() {
  const me = useEmployee();
  usePageTitle('My benefits');
  const q = useQuery(myBenefitsQuery);
  // No coverage in force yet, but elections signed in an open window: show those.
  const signedId = q.data && !q.data.coverage ? openWindows(q.data.enrollments).find((w) => w.current_submission)?.current_submission : undefined;
  const signed = useQuery({ ...mySubmissionQuery(signedId ?? ''), enabled: !!signedId });
  const name = q.data ? q.data.profile.first_name : firstName(me.user.name);
  const open = q.data ? openWindows(q.data.enrollments) : [];
  const scheduled = q.data?.enrollments.filter((w) => w.state === 'scheduled') ?? [];

  return (
    <Stack spacing={2.5} data-testid="my-benefits">
      <Box>
        <Typography variant="h4" component="h1" data-testid="greeting" sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' } }}>
          {greeting()}, {name}
        </Typography>
        <Typography color="text.secondary">
          {q.data ? `${q.data.profile.group_name}${q.data.profile.employee_class ? ` · ${q.data.profile.employee_class}` : ''}` : 'Your benefits'}
        </Typography>
      </Box>

      {q.isPending ? (
        <HomeSkeleton />
      ) : q.error ? (
        <LoadError error={q.error} retry={() => void q.refetch()} what="your benefits" />
      ) : (
        <>
          {open.map((w) => (
            <EnrollmentCall key={w.id} w={w} />
          ))}
          {scheduled.map((w) => (
            <Alert key={w.id} severity="info" data-testid="enrollment-scheduled">
              {windowTitle(w)} opens {formatDate(w.starts_on)} and runs until {formatDate(w.ends_on)}. We’ll email you when it starts.
            </Alert>
          ))}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7, lg: 8 }}>
              <Stack spacing={2}>
                {q.data.coverage || !signedId ? (
                  <CoverageCard coverage={q.data.coverage} />
                ) : signed.data ? (
                  <CoverageCard coverage={signed.data} signed />
                ) : signed.error ? (
                  <CoverageCard coverage={null} />
                ) : (
                  <Skeleton variant="rounded" height={220} />
                )}
                {q.data.last_year ? <CoverageCard coverage={q.data.last_year} past /> : null}
                <LifeEventsCard data={q.data} windows={q.data.enrollments} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5, lg: 4 }}>
              <Stack spacing={2}>
                <DependentsCard data={q.data} canEditIn={open.find((w) => w.kind === 'open')} />
                <ConfirmationsCard data={q.data} />
                <DocumentsCard data={q.data} />
                <MyResourcesCard />
              </Stack>
            </Grid>
          </Grid>
          {q.data.dependents.length === 0 && !q.data.coverage && open.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <FamilyRestroomIcon fontSize="small" /> Nothing to do right now: when open enrollment starts, you’ll find it here.
            </Typography>
          ) : null}
        </>
      )}
    </Stack>
  );
}
