import ArticleIcon from '@mui/icons-material/Article';
import EventIcon from '@mui/icons-material/Event';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { firstName, greeting } from '../dashboard/format';
import { ctaLabel, formatDate, lifeEventLabel, lineLabel, openWindows, payFrequencyLabel, perPaycheck, relationshipLabel, STATUS_COLORS, STATUS_LABELS, tierLabel, waivedSummary, windowTitle } from './format';
import { myBenefitsQuery, mySubmissionQuery } from './queries';
import type { MyBenefits, MyWindow, Submission } from './types';
import { useEmployee } from './useEmployee';
import { ageText, capitalized, daysLeftText, formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard } from '../ui/cards';
import { formatDollars } from '../ui/money';

/** The report dialog loads when it is opened. */
const LifeEventDialog = lazy(() => import('./LifeEventDialog').then((m) => ({ default: m.LifeEventDialog })));

function EnrollmentCall({ w }: { w: MyWindow }) {
  const done = w.status === 'enrolled' || w.status === 'waived';
  return (
    <Card
      data-testid="enrollment-cta"
      data-window={w.id}
      sx={{ borderColor: 'primary.main', borderWidth: 2, bgcolor: done ? 'background.paper' : (t) => alpha(t.palette.primary.main, 0.05) }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { xs: 'stretch', sm: 'center' }, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
            <Typography variant="h6" component="h2">
              {windowTitle(w)}
            </Typography>
            <Chip size="small" label={STATUS_LABELS[w.status] ?? w.status} color={STATUS_COLORS[w.status] ?? 'default'} data-testid="enrollment-status" data-status={w.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {w.group_name} · open {formatDate(w.starts_on)} – {formatDate(w.ends_on)} ·{' '}
            <Box component="strong" sx={{ color: 'text.primary' }} data-testid="days-left">
              {capitalized(daysLeftText(w.ends_on))}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Coverage starts {formatDate(w.coverage_start)}
            {w.mode === 'passive' && !done ? '. If you do nothing, your current elections carry over.' : '.'}
          </Typography>
        </Box>
        <Button component={RouterLink} to={`/employees/enroll/${w.id}`} variant={done ? 'outlined' : 'contained'} size="large" data-testid="enroll-cta-button" sx={{ flexShrink: 0 }}>
          {ctaLabel(w)}
        </Button>
      </CardContent>
    </Card>
  );
}

function coveredNames(s: Submission['lines'][number]): string {
  return ['You', ...s.dependents.map((n) => n.split(' ')[0])].join(', ');
}

function CoverageCard({ coverage, signed }: { coverage: Submission | null | undefined; signed?: boolean }) {
  if (!coverage) {
    return (
      <SectionCard title="My coverage" testId="my-coverage">
        <EmptyState icon={<HealthAndSafetyIcon />} title="No coverage on file yet">
          Once you enroll and your elections are signed, your plans and what they cost you each paycheck show up here.
        </EmptyState>
      </SectionCard>
    );
  }
  const periods = coverage.pay_frequency;
  return (
    <SectionCard
      title={signed ? 'My elections' : 'My coverage'}
      subheader={
        signed
          ? `Signed for ${coverage.plan_year} · coverage starts ${formatDate(coverage.coverage_start)}; you can change them until enrollment closes`
          : `${coverage.group_name} · ${coverage.plan_year} plan year · from ${formatDate(coverage.coverage_start)}`
      }
      testId="my-coverage"
    >
      <Stack divider={<Divider flexItem />} spacing={1.25}>
        {coverage.lines.map((l) => (
          <Box key={l.line} data-testid="coverage-line" data-line={l.line} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
                {lineLabel(l.line)}
              </Typography>
              {l.plan_name ? (
                <>
                  <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{l.plan_name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {l.carrier_name} · {tierLabel(l.tier)} · {coveredNames(l)}
                  </Typography>
                </>
              ) : (
                <Typography color="text.secondary">{waivedSummary(l.waive_reason)}</Typography>
              )}
            </Box>
            {l.plan_name ? (
              <Box sx={{ textAlign: 'right', flexShrink: 0, pt: 2.5 }}>
                <Typography sx={{ fontWeight: 700 }}>{formatDollars(perPaycheck(l.employee, periods))}</Typography>
                <Typography variant="caption" color="text.secondary">
                  per paycheck
                </Typography>
              </Box>
            ) : null}
          </Box>
        ))}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }} data-testid="coverage-total">
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>Total</Typography>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>{formatDollars(coverage.per_paycheck)}</Typography>
            <Typography variant="caption" color="text.secondary">
              per paycheck ({payFrequencyLabel(periods)}) · {formatDollars(coverage.employee)}/month · your employer adds {formatDollars(coverage.employer)}/month
            </Typography>
          </Box>
        </Box>
      </Stack>
    </SectionCard>
  );
}

function DependentsCard({ data, canEditIn }: { data: MyBenefits; canEditIn: MyWindow | undefined }) {
  return (
    <SectionCard
      title="My dependents"
      testId="my-dependents"
      action={
        canEditIn ? (
          <Button size="small" component={RouterLink} to={`/employees/enroll/${canEditIn.id}`}>
            Update
          </Button>
        ) : undefined
      }
    >
      {data.dependents.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="no-dependents">
          No dependents on file. {canEditIn ? 'Add them while you enroll.' : 'A new spouse or child? Report a life event.'}
        </Typography>
      ) : (
        <List disablePadding>
          {data.dependents.map((d) => (
            <ListItem key={d.id} disableGutters data-testid="dependent">
              <ListItemText
                primary={`${d.first_name} ${d.last_name}`}
                secondary={`${relationshipLabel(d.relationship)} · ${ageText(d.dob)}${d.disabled ? ' · disabled' : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

const EVENT_COLORS: Record<string, 'warning' | 'success' | 'error'> = { pending: 'warning', approved: 'success', rejected: 'error' };

function LifeEventsCard({ data, windows }: { data: MyBenefits; windows: MyWindow[] }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <SectionCard
      title="Life events"
      testId="life-events"
      action={
        <Button size="small" variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)} data-testid="report-life-event">
          Report a life event
        </Button>
      }
    >
      {sent ? (
        <Alert severity="success" onClose={() => setSent(false)} sx={{ mb: 1 }} data-testid="life-event-sent">
          Thanks — your report was sent. Your benefits contact will review it.
        </Alert>
      ) : null}
      {data.life_events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Married, had or adopted a child, or lost other coverage? Report it within 30 days (60 for Medicaid or CHIP) to change your benefits.
        </Typography>
      ) : (
        <List disablePadding>
          {data.life_events.map((e) => {
            const special = e.window_id ? windows.find((w) => w.id === e.window_id && w.state === 'open') : undefined;
            return (
              <ListItem key={e.id} disableGutters data-testid="life-event" data-status={e.status} sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{lifeEventLabel(e.kind)}</Typography>
                  <Chip size="small" variant="outlined" color={EVENT_COLORS[e.status] ?? 'default'} label={e.status.charAt(0).toUpperCase() + e.status.slice(1)} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  On {formatDate(e.event_date)} · reported {formatDateTime(e.reported_at)}
                  {e.document_name ? ` · ${e.document_name}` : ''}
                </Typography>
                {e.decision_note ? (
                  <Typography variant="body2" color="text.secondary">
                    “{e.decision_note}”{e.decided_by_name ? ` — ${e.decided_by_name}` : ''}
                  </Typography>
                ) : null}
                {special ? (
                  <Link component={RouterLink} to={`/employees/enroll/${special.id}`} variant="body2">
                    Make your changes by {formatDate(e.window_ends_on ?? special.ends_on)}
                  </Link>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      )}
      {open ? (
        <Suspense fallback={null}>
          <LifeEventDialog open onClose={() => setOpen(false)} onReported={() => setSent(true)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

function DocumentsCard({ data }: { data: MyBenefits }) {
  return (
    <SectionCard title="My documents" testId="my-documents">
      {data.documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Documents you send with a life event, and those your employer shares with you, are listed here.
        </Typography>
      ) : (
        <List disablePadding>
          {data.documents.map((d) => (
            <ListItem key={d.id} disableGutters data-testid="my-document">
              <ArticleIcon fontSize="small" color="action" sx={{ mr: 1 }} />
              <ListItemText
                primary={
                  <Link href={`/api/my/documents/${d.id}/download`} download data-testid="my-document-download">
                    {d.name}
                  </Link>
                }
                secondary={`${d.kind.replace(/_/g, ' ')} · ${formatDate(d.created_at.slice(0, 10))}`}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

function ConfirmationsCard({ data }: { data: MyBenefits }) {
  const done = data.enrollments.filter((w) => w.current_submission);
  if (done.length === 0) return null;
  return (
    <SectionCard title="My confirmations" testId="my-confirmations">
      <List disablePadding>
        {done.map((w) => (
          <ListItem key={w.id} disableGutters>
            <ReceiptLongIcon fontSize="small" color="action" sx={{ mr: 1 }} />
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/employees/confirmation/${w.current_submission}`} data-testid="confirmation-link">
                  {windowTitle(w)}
                </Link>
              }
              secondary={`${STATUS_LABELS[w.status] ?? w.status}${w.completed_at ? ` · signed ${formatDateTime(w.completed_at)}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}

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
                <LifeEventsCard data={q.data} windows={q.data.enrollments} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5, lg: 4 }}>
              <Stack spacing={2}>
                <DependentsCard data={q.data} canEditIn={open.find((w) => w.kind === 'open')} />
                <ConfirmationsCard data={q.data} />
                <DocumentsCard data={q.data} />
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
