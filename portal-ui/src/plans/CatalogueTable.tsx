import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import { formatCents } from '../ui/money';
import { numSx, SortCell, type SortState } from '../ui/table';
import { AgencyPlanChip, CarrierName, MetalChip } from './PlanLabels';

type Plan = components['schemas']['Plan'];

const headSx = { fontWeight: 700 } as const;

/** One page of catalogue plans with a tick each; `taken` plans are ticked and cannot be unticked. */
export function CatalogueTable({
  line,
  rows,
  isChosen,
  isTaken,
  full,
  onToggle,
  onTogglePage,
  sort,
  onSort,
}: {
  line: string;
  rows: Plan[];
  isChosen: (p: Plan) => boolean;
  isTaken: (p: Plan) => boolean;
  full: boolean;
  onToggle: (p: Plan) => void;
  onTogglePage: () => void;
  sort: SortState;
  onSort: (by: string) => void;
}) {
  const open = rows.filter((p) => !isTaken(p));
  const onPage = open.filter(isChosen).length;
  const allOnPage = open.length > 0 && onPage === open.length;
  const medical = line === 'medical';
  return (
    <TableContainer>
      <Table size="small" aria-label="Catalogue plans" data-testid="catalogue-plans">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={allOnPage}
                indeterminate={onPage > 0 && !allOnPage}
                disabled={open.length === 0 || (!allOnPage && full)}
                onChange={onTogglePage}
                slotProps={{ input: { 'aria-label': 'Select every plan on this page' } }}
                data-testid="select-page"
              />
            </TableCell>
            <SortCell by="name" sort={sort} onSort={onSort} sx={headSx}>Plan</SortCell>
            <SortCell by="carrier" sort={sort} onSort={onSort} sx={headSx}>Carrier</SortCell>
            {medical ? <SortCell by="metal" sort={sort} onSort={onSort} sx={headSx}>Metal</SortCell> : null}
            <TableCell sx={headSx}>Network</TableCell>
            {medical ? <TableCell sx={headSx}>HSA</TableCell> : null}
            <SortCell by="deductible" sort={sort} onSort={onSort} align="right" sx={headSx}>Deductible</SortCell>
            <SortCell by="oop" sort={sort} onSort={onSort} align="right" sx={headSx}>Out-of-pocket max</SortCell>
            <TableCell align="right" sx={{ ...headSx, whiteSpace: 'nowrap' }}>
              PCP / specialist
            </TableCell>
            <SortCell by="rate" sort={sort} onSort={onSort} align="right" sx={headSx}>Rate at 21</SortCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => {
            const taken = isTaken(p);
            const checked = taken || isChosen(p);
            const clickable = !taken && (checked || !full);
            return (
              <TableRow key={p.id} hover={clickable} selected={checked && !taken} onClick={() => (clickable ? onToggle(p) : undefined)} sx={{ cursor: clickable ? 'pointer' : 'default' }} data-testid="catalogue-plan-row" data-plan-id={p.id}>
                <TableCell padding="checkbox">
                  <Checkbox size="small" checked={checked} disabled={!clickable} onClick={(e) => e.stopPropagation()} onChange={() => onToggle(p)} slotProps={{ input: { 'aria-label': `Select ${p.name}` } }} />
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {p.name} <AgencyPlanChip plan={p} />
                  </Typography>
                  <Typography variant="caption" color={taken ? 'primary' : 'text.secondary'}>
                    {taken ? 'Already in the design' : `${p.id}${p.network_name ? ` · ${p.network_name}` : ''}`}
                  </Typography>
                </TableCell>
                <TableCell>
                  <CarrierName name={p.carrier_name} color={p.carrier_color} />
                </TableCell>
                {medical ? (
                  <TableCell>
                    <MetalChip metal={p.metal_level} />
                  </TableCell>
                ) : null}
                <TableCell>{p.network_type}</TableCell>
                {medical ? <TableCell>{p.hsa_eligible ? <Chip label="HSA" size="small" color="success" variant="outlined" sx={{ height: 20 }} /> : '—'}</TableCell> : null}
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.deductible_individual_cents, true)}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {formatCents(p.deductible_family_cents, true)} family
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.oop_max_individual_cents, true)}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {formatCents(p.oop_max_family_cents, true)} family
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {p.copay_pcp_cents !== undefined || p.copay_specialist_cents !== undefined ? `${formatCents(p.copay_pcp_cents, true)} / ${formatCents(p.copay_specialist_cents, true)}` : `${p.coinsurance_pct}% coins.`}
                </TableCell>
                <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }}>
                  <span title="Monthly rate of a 21-year-old non-tobacco member in this rating area">{formatCents(p.base_rate_cents)}</span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
