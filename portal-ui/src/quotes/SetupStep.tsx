/** Step 1 of the new-quote wizard: name, effective date, pay frequency, census, lines; where the group is rated. */
import PlaceIcon from '@mui/icons-material/Place';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Dispatch } from 'react';
import { Link as RouterLink } from 'react-router';
import { countyLabel, PAY_FREQUENCIES } from '../book/rules';
import type { ApiResponse, components } from '@canopy/api';
import type { QuoteAction, QuoteDraft } from './wizardState';
import { DateField } from '../ui/fields';
import { formatDate } from '../ui/dates';
import { codeOptions, LINE_LABELS } from '../ui/vocab';
import type { RatingAreaLookup } from './queries';

type Group = components['schemas']['Group'];
type CensusVersion = ApiResponse<'/groups/{id}/census', 'get'>[number];

/** Says up front that the catalogue has no plans where the group is, and where the agency's own rates go. */
export function NoPlansInState({ state, canImport }: { state: string; canImport: boolean }) {
  return (
    <Alert severity="warning" data-testid="no-plans-in-state">
      <AlertTitle>No plans in the catalogue for {state} yet</AlertTitle>
      {canImport ? (
        <>
          Quote this group with your carrier’s own rates: add the carrier’s plans for {state} and import their rate table in the back office.
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button size="small" variant="outlined" href="/admin/#/agency-plans/create">
              Add a plan
            </Button>
            <Button size="small" variant="outlined" href="/admin/#/agency-rates-import" data-testid="import-agency-rates">
              Import carrier rates
            </Button>
          </Stack>
        </>
      ) : (
        <>An agency owner or admin can add your carrier’s plans for {state} and import their rates in the back office; then quote this group with them.</>
      )}
    </Alert>
  );
}

export function SetupStep({
  group,
  draft,
  dispatch,
  area,
  areaMissing,
  ratingArea,
  committed,
  errors,
  canImport,
}: {
  group: Group;
  draft: QuoteDraft;
  dispatch: Dispatch<QuoteAction>;
  area: RatingAreaLookup | undefined;
  /** The group's ZIP is in no rating area (the lookup does not know it). */
  areaMissing: boolean;
  ratingArea: string;
  committed: CensusVersion[];
  errors: Record<string, string | undefined>;
  canImport: boolean;
}) {
  const zipProblem = errors.zip ?? (areaMissing ? `The group’s ZIP ${group.zip} is not a US ZIP code, so it is in no rating area.` : undefined);
  return (
    <Stack spacing={1.5}>
      {area && area.plans_in_state === 0 ? <NoPlansInState state={area.state} canImport={canImport} /> : null}
      <Card>
        <CardContent>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2.25}>
                <TextField
                  label="Name (optional)"
                  value={draft.name}
                  onChange={(e) => dispatch({ type: 'name', name: e.target.value })}
                  placeholder={`Quote — ${formatDate(draft.effective)}`}
                  error={!!errors.name}
                  helperText={errors.name ?? 'Shown on the proposal; by default the quote number and effective date'}
                />
                <Stack direction="row" spacing={2}>
                  <DateField
                    label="Effective date"
                    name="effective_date"
                    value={draft.effective}
                    onChange={(e) => dispatch({ type: 'effective', effective: e.target.value })}
                    error={!!errors.effective_date}
                    helperText={
                      errors.effective_date ??
                      (draft.effective === group.effective_date
                        ? 'The group’s effective date'
                        : draft.effective === group.renewal_date
                          ? 'The group’s renewal date'
                          : 'Members are rated at their age on this date')
                    }
                    required
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    select
                    label="Pay frequency"
                    value={draft.payFrequency}
                    onChange={(e) => dispatch({ type: 'pay-frequency', payFrequency: Number(e.target.value) })}
                    error={!!errors.pay_frequency}
                    helperText={errors.pay_frequency ?? (draft.payFrequency === group.pay_frequency ? 'The group’s pay frequency' : 'Employee cost is shown per paycheck')}
                    sx={{ flex: 1 }}
                  >
                    {PAY_FREQUENCIES.map(([k, l]) => (
                      <MenuItem key={k} value={k}>
                        {l}
                      </MenuItem>
                    ))}
                  </TextField>
                </Stack>
                <TextField
                  select
                  label="Census"
                  value={draft.census}
                  onChange={(e) => dispatch({ type: 'census', census: e.target.value })}
                  error={!!errors.census_version_id}
                  helperText={errors.census_version_id ?? 'The quote keeps a snapshot of the people it was rated with'}
                  slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'census-source' } as object }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">Current roster · {group.headcount} employees</MenuItem>
                  {committed.map((v) => (
                    <MenuItem key={v.id} value={v.id}>
                      Census v{v.number} · {v.file_name} · {v.counts.employees} employees · {formatDate((v.committed_at ?? v.created_at).slice(0, 10))}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControl error={!!errors.lines} component="fieldset">
                  <FormLabel component="legend" sx={{ fontSize: 14 }}>
                    Lines of coverage
                  </FormLabel>
                  <FormGroup row>
                    {codeOptions(LINE_LABELS).map(([k, l]) => (
                      <FormControlLabel key={k} control={<Checkbox checked={draft.lines.includes(k)} onChange={() => dispatch({ type: 'toggle-line', line: k })} />} label={l} />
                    ))}
                  </FormGroup>
                  {errors.lines ? <FormHelperText>{errors.lines}</FormHelperText> : null}
                </FormControl>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }} data-testid="rating-area">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <PlaceIcon color="action" fontSize="small" />
                  <Typography variant="body2" color="text.secondary">
                    Rating area
                  </Typography>
                </Stack>
                <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3 }}>{ratingArea || '—'}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {area ? `${area.city}, ${area.state} ${area.zip} · ${countyLabel(area.county)}` : `ZIP ${group.zip}`}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                  From the group’s ZIP. Premiums are per member: the plan’s rate at 21 × the member’s age factor × tobacco; a family counts at most its three oldest children under 21.
                </Typography>
                {zipProblem ? (
                  <Alert
                    severity="error"
                    sx={{ mt: 1 }}
                    data-testid="zip-problem"
                    action={
                      <Button color="inherit" size="small" component={RouterLink} to={`/dashboard/groups/${group.id}/edit?from=quote`}>
                        Fix the ZIP
                      </Button>
                    }
                  >
                    {zipProblem} Fix it in the group’s settings; this quote keeps what you entered.
                  </Alert>
                ) : null}
              </Box>
              {group.headcount === 0 && !committed.length ? (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  No one is on this group’s roster yet; import a census before quoting.
                </Alert>
              ) : null}
            </Grid>
          </Grid>
        </CardContent>
      </Card>
    </Stack>
  );
}
