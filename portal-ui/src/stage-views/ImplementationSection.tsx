/** Implementation: the carriers of the approved design, each set up with the carrier or not yet. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import type { StageSpan } from './dossier';
import { Nothing } from './Loaded';
import { GoTo, StageSection } from './StageSection';

type Lifecycle = components['schemas']['Lifecycle'];

export function ImplementationSection({ groupId, lifecycle, span }: { groupId: string; lifecycle: Lifecycle; span?: StageSpan }) {
  const { carriers, plan_year } = lifecycle;
  const done = carriers.filter((c) => c.implemented).length;
  return (
    <StageSection stage="implementation" title="Carrier setup" span={span} links={<GoTo to={`/dashboard/groups/${groupId}/lifecycle-client`}>Go to lifecycle</GoTo>}>
      {carriers.length === 0 ? (
        <Nothing title="No approved plan design yet">Once the employer approves a design, its carriers are listed here, each set up or not.</Nothing>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 1 }} data-testid="implementation-summary">
            {plan_year ? `Plan year ${plan_year}: ` : ''}
            {done} of {carriers.length} {carriers.length === 1 ? 'carrier' : 'carriers'} implemented
          </Typography>
          <Stack component="ul" spacing={0.75} aria-label="Carriers of the approved design" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {carriers.map((c) => (
              <Stack component="li" key={c.carrier_name} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="dossier-carrier" data-implemented={c.implemented}>
                {c.implemented ? <CheckCircleIcon color="success" sx={{ fontSize: 18 }} /> : <HourglassEmptyIcon color="action" sx={{ fontSize: 18 }} />}
                <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 180 }}>
                  {c.carrier_name}
                </Typography>
                <Typography variant="body2" color={c.implemented ? 'success.dark' : 'text.secondary'}>
                  {c.implemented ? 'Implemented' : 'Not implemented yet'}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </StageSection>
  );
}
