/** The model side of a design: the headline figures and the checks, beside the editor or the summary. */
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ApiError } from '../api';
import { ChecksList, checksTally } from './Checks';
import { ModelFigures } from './CostModel';
import type { DesignModel } from './types';
import { EmptyState, LoadError } from '../ui/states';
import { fieldErrorsOf } from '../ui/formErrors';
import { SectionCard } from '../ui/cards';

/** The model side: headline figures and the checks. */
export function ModelPanel({ model, updating, error, empty, live = false, children }: { model: DesignModel | undefined; updating: boolean; error?: unknown; empty?: string; live?: boolean; children?: ReactNode }) {
  const invalid = error instanceof ApiError && error.status === 400;
  return (
    <Stack spacing={2} sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
      <SectionCard title={live ? 'Live cost model' : 'Cost model'} subheader={live ? 'Updates as you edit · over the group’s current roster' : 'Over the group’s current roster'} testId="cost-model">
        {error && !invalid ? (
          <LoadError error={error} what="the cost model" />
        ) : model ? (
          <Stack spacing={1.5}>
            {invalid ? (
              <Alert severity="warning" data-testid="model-stale">
                Showing the last complete design: {Object.keys(fieldErrorsOf(error)).length ? 'fix the fields marked in red' : (error as ApiError).message}.
              </Alert>
            ) : null}
            <ModelFigures model={model} updating={updating} />
          </Stack>
        ) : invalid ? (
          <Alert severity="warning" data-testid="model-stale">
            The cost model appears when the design is complete: {Object.keys(fieldErrorsOf(error)).length ? 'fix the fields marked in red' : (error as ApiError).message}.
          </Alert>
        ) : empty ? (
          <EmptyState icon={<DesignServicesIcon />} title="No cost model yet">
            {empty}
          </EmptyState>
        ) : (
          <Skeleton variant="rounded" height={120} />
        )}
      </SectionCard>
      {model ? (
        <SectionCard title="Checks" subheader={checksTally(model.checks)} testId="checks-card" dense>
          {!model.ready ? (
            <Alert severity="error" sx={{ mx: 2, mb: 1 }} data-testid="not-ready">
              A failing check blocks submitting this design for approval.
            </Alert>
          ) : null}
          <ChecksList checks={model.checks} fixable={live} />
        </SectionCard>
      ) : null}
      {children}
    </Stack>
  );
}

