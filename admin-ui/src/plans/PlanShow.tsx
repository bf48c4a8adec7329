import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { EditButton, Show, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Plan } from '../api';
import { contributionRule, participationRule } from '../carriers/rules';
import { Swatch } from '../carriers/Swatch';
import { FactTable } from '../layout/FactTable';
import { copay, money } from './format';
import { lineLabel } from '../vocab';
import { MetalChip } from './MetalChip';
import { PlanActiveButton, PlanStatusChip } from './PlanStatus';
import { RatesPanel } from './RatesPanel';

export function PlanTitle() {
  const record = useRecordContext<Plan>();
  return <>{record ? record.name : 'Plan'}</>;
}

function Actions() {
  return (
    <TopToolbar>
      <Button component={RouterLink} to="/rates-import" size="small" startIcon={<UploadFileIcon />}>
        Import rates
      </Button>
      <EditButton label="Edit plan" />
      <PlanActiveButton resource="plans" listAfterWithdraw />
    </TopToolbar>
  );
}

/** The plan's name, carrier (a link to it where `carrierLink`), id and kind. */
function Header({ carrierLink }: { carrierLink: boolean }) {
  const p = useRecordContext<Plan>();
  const createPath = useCreatePath();
  if (!p) return null;
  const carrier = (
    <>
      <Swatch color={p.carrier_color} />
      {p.carrier_name}
    </>
  );
  const carrierSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 };
  return (
    <Box sx={{ p: 2, pb: 1.5 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {p.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.25, mt: 0.75, color: 'text.secondary', fontSize: 14 }}>
        {carrierLink ? (
          <Link component={RouterLink} to={createPath({ resource: 'carriers', type: 'show', id: p.carrier_id })} underline="hover" sx={carrierSx}>
            {carrier}
          </Link>
        ) : (
          <Box component="span" sx={{ ...carrierSx, color: 'text.primary' }}>
            {carrier}
          </Box>
        )}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {p.id}
        </Box>
        <Chip size="small" variant="outlined" label={lineLabel(p.line)} />
        <MetalChip metal={p.metal_level} />
        <Chip size="small" variant="outlined" label={p.network_name ? `${p.network_type} · ${p.network_name}` : p.network_type} />
        {p.hsa_eligible ? <Chip size="small" color="success" variant="outlined" label="HSA eligible" /> : null}
        <Chip size="small" variant="outlined" label={p.state} />
        <PlanStatusChip active={p.active} />
      </Box>
    </Box>
  );
}

function Benefits() {
  const p = useRecordContext<Plan>();
  if (!p) return null;
  const pair = (a: number | undefined, b: number | undefined) => (a === undefined && b === undefined ? 'Not covered' : `${money(a)} / ${money(b)}`);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, columnGap: 4, rowGap: 1, px: 2, pb: 2 }}>
      <FactTable
        title="Cost sharing (individual / family)"
        rows={[
          ['Deductible', pair(p.deductible_individual_cents, p.deductible_family_cents)],
          ['Out-of-network deductible', pair(p.deductible_oon_individual_cents, p.deductible_oon_family_cents)],
          ['Out-of-pocket maximum', pair(p.oop_max_individual_cents, p.oop_max_family_cents)],
          ['Coinsurance', `${p.coinsurance_pct}%`],
        ]}
      />
      <FactTable
        title="Copays"
        rows={[
          ['Primary care', copay(p.copay_pcp_cents)],
          ['Specialist', copay(p.copay_specialist_cents)],
          ['Urgent care', copay(p.copay_urgent_care_cents)],
          ['Emergency room', copay(p.copay_er_cents)],
          ['Generic drugs', copay(p.copay_generic_rx_cents)],
        ]}
      />
      <FactTable
        title="Carrier rules"
        rows={[
          ['Min. employer contribution', contributionRule(p)],
          ['Min. participation', participationRule(p)],
          [
            'Summary of Benefits',
            p.sbc_url ? (
              <Link href={p.sbc_url} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                SBC <OpenInNewIcon sx={{ fontSize: 14 }} />
              </Link>
            ) : (
              '—'
            ),
          ],
        ]}
      />
    </Box>
  );
}

function Rates({ importPath }: { importPath: string }) {
  const p = useRecordContext<Plan>();
  return p ? <RatesPanel plan={p} importPath={importPath} /> : null;
}

/**
 * A plan's header, benefits and rates by age (the catalogue's and an agency's own plans alike).
 * `importPath` is where its rates are imported; `carrierLink` links the carrier to its page.
 */
export function PlanDetails({ importPath, carrierLink }: { importPath: string; carrierLink: boolean }) {
  return (
    <>
      <Header carrierLink={carrierLink} />
      <Benefits />
      <Divider />
      <Rates importPath={importPath} />
    </>
  );
}

/** A plan with its benefits and its rates by age. */
export function PlanShow() {
  return (
    <Show title={<PlanTitle />} actions={<Actions />}>
      <PlanDetails importPath="/rates-import" carrierLink />
    </Show>
  );
}
