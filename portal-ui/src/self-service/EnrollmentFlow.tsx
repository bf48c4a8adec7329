import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { choiceProblem, choicesFromLastYear, choicesFromSubmission, draftKey, formatDate, parseDraft, windowTitle, type Choices, type LineChoice } from './format';
import { lifeEventLabel, lineLabel } from '../ui/vocab';
import { DependentsStep, DetailsStep } from './HouseholdSteps';
import { myBenefitsQuery, myEnrollmentQuery, startEnrollment } from './queries';
import type { MyBenefits, MyEnrollment } from './types';
import { capitalized, daysLeftText } from '../ui/dates';
import { LoadError } from '../ui/states';
import { StatusPage } from '../ui/StatusPage';

// The plan steps and the signature load after the first paint (the flow opens on my details).
const LineStep = lazy(() => import('./LineStep').then((m) => ({ default: m.LineStep })));
const ReviewStep = lazy(() => import('./ReviewStep').then((m) => ({ default: m.ReviewStep })));

function readDraft(windowId: string, version: number) {
  try {
    return parseDraft(sessionStorage.getItem(draftKey(windowId)), version);
  } catch {
    return null;
  }
}

/** Why a window that is not open cannot be signed, with the way back. */
function NotOpen({ enrollment }: { enrollment: MyEnrollment }) {
  const w = enrollment.window;
  const text =
    w.state === 'scheduled'
      ? `It opens on ${formatDate(w.starts_on)}.`
      : w.state === 'ended'
        ? `It ended on ${formatDate(w.ends_on)}. If you still need to enroll, ask your benefits contact to extend it.`
        : 'It is closed: your elections can no longer change. A life event (marriage, a birth, lost coverage) can open a special enrollment.';
  return (
    <StatusPage
      title={`${windowTitle(w)} is not open`}
      actions={
        <>
          <Button component={RouterLink} to="/employees" variant="contained">
            Back to my benefits
          </Button>
          {w.current_submission ? (
            <Button component={RouterLink} to={`/employees/confirmation/${w.current_submission}`} variant="outlined">
              See my confirmation
            </Button>
          ) : null}
        </>
      }
    >
      <span data-testid="not-open">{text}</span>
    </StatusPage>
  );
}

/** The steps of one enrollment, the choices kept in state and in sessionStorage (a reload keeps them). */
function Flow({ enrollment, benefits }: { enrollment: MyEnrollment; benefits: MyBenefits }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const w = enrollment.window;
  const renewed = enrollment.lines.some((o) => o.plans.some((p) => p.renewal));
  const steps = [
    { key: 'details', label: 'Your details' },
    { key: 'dependents', label: 'Dependents' },
    ...enrollment.lines.map((o) => ({ key: `line:${o.line}`, label: lineLabel(o.line) })),
    { key: 'review', label: 'Review & sign' },
  ];
  const [draft] = useState(() => readDraft(w.id, w.version));
  const [choices, setChoices] = useState<Choices>(
    () => draft?.choices ?? (!enrollment.current && enrollment.last_year ? choicesFromLastYear(enrollment.lines, enrollment.last_year, w.active_lines) : choicesFromSubmission(enrollment.current ?? enrollment.coverage_before)),
  );
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, steps.length - 1));
  const [reloading, setReloading] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  useEffect(() => {
    try {
      sessionStorage.setItem(draftKey(w.id), JSON.stringify({ version: w.version, step, choices }));
    } catch {
      /* private mode: the choices live in memory only */
    }
  }, [w.id, w.version, step, choices]);

  const go = (i: number) => {
    setStep(Math.max(0, Math.min(i, steps.length - 1)));
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  };
  const setLine = (line: string) => (c: LineChoice) => setChoices((all) => ({ ...all, [line]: c }));
  const reload = async () => {
    setReloading(true);
    try {
      sessionStorage.removeItem(draftKey(w.id));
      await queryClient.invalidateQueries({ queryKey: ['my'] });
    } finally {
      setReloading(false);
    }
  };

  const current = steps[step];
  const lineIndex = (line: string) => steps.findIndex((s) => s.key === `line:${line}`);
  const complete = (i: number) => {
    const k = steps[i].key;
    if (k.startsWith('line:')) {
      const o = enrollment.lines.find((x) => `line:${x.line}` === k);
      return !!o && !choiceProblem(o, choices[o.line]);
    }
    return i < step;
  };

  let body;
  if (current.key === 'details') {
    body = <DetailsStep windowId={w.id} benefits={benefits} onDone={() => go(1)} />;
  } else if (current.key === 'dependents') {
    body = <DependentsStep windowId={w.id} benefits={benefits} onBack={() => go(0)} onDone={() => go(2)} />;
  } else if (current.key === 'review') {
    body = <ReviewStep enrollment={enrollment} choices={choices} onEdit={(line) => go(lineIndex(line))} onBack={() => go(step - 1)} onReload={() => void reload()} reloading={reloading} />;
  } else {
    const offer = enrollment.lines.find((o) => `line:${o.line}` === current.key)!;
    body = (
      <LineStep
        key={offer.line}
        offer={offer}
        choice={choices[offer.line]}
        onChange={setLine(offer.line)}
        before={w.kind === 'special' ? enrollment.coverage_before?.lines.find((l) => l.line === offer.line) : undefined}
        renewal={renewed ? { last: enrollment.last_year?.lines.find((l) => l.line === offer.line), active: w.active_lines.includes(offer.line) } : undefined}
        onBack={() => go(step - 1)}
        onDone={() => go(step + 1)}
      />
    );
  }

  return (
    <Stack spacing={2} ref={top} sx={{ scrollMarginTop: 72 }}>
      <Box>
        <Button component={RouterLink} to="/employees" startIcon={<ArrowBackIcon />} size="small" sx={{ ml: -1 }}>
          My benefits
        </Button>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.9rem' } }} data-testid="flow-title">
          {windowTitle(w)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {w.group_name} · coverage from {formatDate(w.coverage_start)} · {capitalized(daysLeftText(w.ends_on))} (until {formatDate(w.ends_on)})
        </Typography>
      </Box>
      {w.kind === 'special' ? (
        <Alert severity="info">
          This special enrollment follows your {lifeEventLabel(w.life_event_kind, 'employee').toLowerCase()}: you can make the changes it allows (for example adding the people it
          concerns). Other changes wait for open enrollment.
        </Alert>
      ) : null}
      {w.status === 'enrolled' || w.status === 'waived' ? (
        <Alert severity="success" variant="outlined" data-testid="already-signed">
          You signed your elections{w.completed_at ? ` on ${new Date(w.completed_at).toLocaleDateString()}` : ''}. Changes here make a new version; the last signed one counts.
        </Alert>
      ) : null}

      {phone ? (
        <Box data-testid="stepper-compact" aria-label={`Step ${step + 1} of ${steps.length}: ${current.label}`}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.75 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Step {step + 1} of {steps.length}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flexGrow: 1 }}>
              {current.label}
            </Typography>
            {step + 1 < steps.length ? (
              <Typography variant="caption" color="text.secondary" noWrap>
                Next: {steps[step + 1].label}
              </Typography>
            ) : null}
          </Box>
          <LinearProgress variant="determinate" value={((step + 1) / steps.length) * 100} sx={{ height: 6, borderRadius: 3 }} />
        </Box>
      ) : (
        <Stepper nonLinear activeStep={step} alternativeLabel data-testid="stepper">
          {steps.map((s, i) => (
            <Step key={s.key} completed={i !== step && complete(i)}>
              <StepButton onClick={() => go(i)} disabled={i > step}>
                {s.label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      )}

      <Card>
        <CardContent sx={{ p: { xs: 1.5, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
          <Suspense fallback={<Skeleton variant="rounded" height={360} aria-label="Loading this step" />}>{body}</Suspense>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** `/employees/enroll/:windowId`: details, dependents, a step per line, review and signature. */
export default function EnrollmentFlow() {
  const { windowId = '' } = useParams();
  usePageTitle('Enrollment');
  const queryClient = useQueryClient();
  const enrollment = useQuery(myEnrollmentQuery(windowId));
  const benefits = useQuery(myBenefitsQuery);
  const started = useRef(false);
  const w = enrollment.data?.window;

  // Beginning the flow: the broker then sees "in progress".
  useEffect(() => {
    if (!w || started.current || w.state !== 'open' || w.status !== 'not_started') return;
    started.current = true;
    startEnrollment(w.id).then(
      () => void queryClient.invalidateQueries({ queryKey: myBenefitsQuery.queryKey }),
      () => undefined,
    );
  }, [w, queryClient]);

  if (enrollment.isPending || benefits.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading your enrollment">
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  }
  if (enrollment.error || benefits.error) {
    return (
      <Stack spacing={2}>
        <LoadError error={enrollment.error ?? benefits.error} retry={() => void (enrollment.error ? enrollment.refetch() : benefits.refetch())} what="this enrollment" />
        <Box>
          <Button component={RouterLink} to="/employees" startIcon={<ArrowBackIcon />}>
            Back to my benefits
          </Button>
        </Box>
      </Stack>
    );
  }
  if (enrollment.data.window.state !== 'open') return <NotOpen enrollment={enrollment.data} />;
  // A new version (signed elsewhere, or by the broker) starts the flow again from it.
  return <Flow key={`${windowId}:${enrollment.data.window.version}`} enrollment={enrollment.data} benefits={benefits.data} />;
}
