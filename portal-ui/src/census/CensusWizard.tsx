/**
 * The census wizard (shared by the group's census page, the roster import, the new-group wizard
 * and the census tools): group → upload → map columns → fix errors inline → review → commit with
 * progress → done.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useReducer, useState, type ReactNode } from 'react';
import { groupsQuery } from '../groups/queries';
import { CENSUS_EXTENSIONS, CENSUS_MAX_BYTES, formatBytes } from '../book/rules';
import { censusKeys, discardImport, uploadCensus } from './queries';
import { FileDrop } from './FileDrop';
import type { CensusImport } from './types';
import { canJumpTo, initialWizard, previousStep, STEP_LABELS, visibleSteps, wizardReducer, type WizardAction, type WizardState } from './wizardState';
import { LoadError } from '../ui/states';
import { SelectField } from '../ui/fields';

const MapStep = lazy(() => import('./CensusWizardSteps').then((m) => ({ default: m.MapStep })));
const ValidateStep = lazy(() => import('./CensusWizardSteps').then((m) => ({ default: m.ValidateStep })));
const ReviewStep = lazy(() => import('./CensusWizardSteps').then((m) => ({ default: m.ReviewStep })));
const CommitStep = lazy(() => import('./CensusWizardSteps').then((m) => ({ default: m.CommitStep })));
const DoneStep = lazy(() => import('./CensusWizardSteps').then((m) => ({ default: m.DoneStep })));

function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }} useFlexGap>
      {children}
    </Stack>
  );
}

function GroupStep({ dispatch, groupId }: { dispatch: (a: WizardAction) => void; groupId: string | null }) {
  const groups = useQuery(groupsQuery({ per_page: 200, sort: 'name' }));
  const [chosen, setChosen] = useState(groupId ?? '');
  if (groups.error) return <LoadError error={groups.error} retry={() => void groups.refetch()} what="the groups" />;
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography sx={{ mb: 2 }}>Which employer is this census for?</Typography>
      <SelectField label="Group" name="wizard_group" value={chosen} onChange={(e) => setChosen(e.target.value)} options={(groups.data?.data ?? []).map((g) => [g.id, `${g.name} (${g.headcount} employees)`] as const)} empty="Choose a group" />
      <Actions>
        <Button variant="contained" disabled={!chosen} onClick={() => dispatch({ type: 'choose-group', groupId: chosen })}>
          Next
        </Button>
      </Actions>
    </Box>
  );
}

function UploadStep({ state, dispatch, setImport, back }: { state: WizardState; dispatch: (a: WizardAction) => void; setImport: (i: CensusImport) => void; back: ReactNode }) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadCensus(state.groupId!, file, setProgress),
    onSuccess: (imp) => {
      setImport(imp);
      dispatch({ type: 'uploaded', importId: imp.id });
    },
    onSettled: () => setProgress(null),
  });
  return (
    <Box>
      <FileDrop
        extensions={CENSUS_EXTENSIONS}
        maxBytes={CENSUS_MAX_BYTES}
        onFile={(f) => {
          setProgress(0);
          upload.mutate(f);
        }}
        busy={upload.isPending}
        progress={upload.isPending ? (progress ?? 0) : null}
        error={upload.error?.message}
        hint={`CSV, TSV, TXT, XLSX, XLS or ODS · up to ${formatBytes(CENSUS_MAX_BYTES)} · one row per person or per employee with dependent columns; nothing is imported until you commit`}
      />
      <Actions>{back}</Actions>
    </Box>
  );
}

export default function CensusWizard({
  groupId,
  embedded = false,
  onFinished,
  onStep,
}: {
  groupId?: string | null;
  /** Inside another card (no card of its own). */
  embedded?: boolean;
  onFinished?: () => void;
  onStep?: (step: string) => void;
}) {
  const [state, dispatch] = useReducer(wizardReducer, groupId ?? null, initialWizard);
  const [imp, setImport] = useState<CensusImport | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => onStep?.(state.step), [state.step, onStep]);
  const discard = useMutation({
    mutationFn: (id: string) => discardImport(id),
    onSettled: () => {
      setImport(null);
      dispatch({ type: 'reset' });
      if (state.groupId) void queryClient.invalidateQueries({ queryKey: censusKeys.versions(state.groupId) });
    },
  });
  const steps = visibleSteps(state);
  const prev = previousStep(state);
  const back = prev ? (
    <Button
      onClick={() => {
        if ((prev === 'upload' || prev === 'group') && imp && imp.status !== 'committed') discard.mutate(imp.id);
        dispatch({ type: 'back' });
      }}
    >
      Back
    </Button>
  ) : null;
  const draft = imp && (state.step === 'map' || state.step === 'validate' || state.step === 'review');

  const body = (
    <Box data-testid="census-wizard" data-step={state.step}>
      <Stepper activeStep={steps.indexOf(state.step)} alternativeLabel nonLinear sx={{ mb: 3 }}>
        {steps.map((s) => (
          <Step key={s} completed={steps.indexOf(s) < steps.indexOf(state.step)}>
            <StepButton onClick={() => dispatch({ type: 'go', step: s })} disabled={!canJumpTo(state, s)}>
              {STEP_LABELS[s]}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      {state.step === 'group' ? <GroupStep dispatch={dispatch} groupId={state.groupId} /> : null}
      {state.step === 'upload' ? <UploadStep state={state} dispatch={dispatch} setImport={setImport} back={back} /> : null}
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      {state.step === 'map' && imp ? <MapStep imp={imp} dispatch={dispatch} setImport={setImport} back={back} /> : null}
      {state.step === 'validate' && imp ? <ValidateStep imp={imp} dispatch={dispatch} setImport={setImport} back={back} /> : null}
      {state.step === 'review' && imp ? <ReviewStep imp={imp} dispatch={dispatch} setImport={setImport} back={back} /> : null}
      {state.step === 'commit' && imp ? <CommitStep state={state} dispatch={dispatch} imp={imp} /> : null}
      {state.step === 'done' && imp ? <DoneStep imp={imp} onFinished={onFinished} dispatch={dispatch} /> : null}
      </Suspense>
      {draft ? (
        <Box sx={{ mt: 1 }}>
          <Button size="small" color="error" onClick={() => discard.mutate(imp.id)} disabled={discard.isPending}>
            Discard this upload
          </Button>
        </Box>
      ) : null}
    </Box>
  );
  if (embedded) return body;
  return (
    <Card>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
