/** The catalogue's options, a row each; a row opens its option. */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDate } from '../ui/dates';
import { SortCell, type SortState } from '../ui/table';
import { BENEFIT_OPTION_STATUS_LABELS, codeLabel } from '../ui/vocab';
import { CarrierName } from './CarrierName';
import type { BenefitOption } from './queries';

const COLUMNS = 7;

export function OptionsTable({ rows, sort, onSort, onOpen }: { rows: BenefitOption[] | undefined; sort: SortState; onSort: (by: string) => void; onOpen: (id: string) => void }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Benefit options">
        <TableHead>
          <TableRow>
            <SortCell by="name" sort={sort} onSort={onSort}>
              Option
            </SortCell>
            <SortCell by="category" sort={sort} onSort={onSort}>
              Category
            </SortCell>
            <SortCell by="carrier" sort={sort} onSort={onSort}>
              Carrier
            </SortCell>
            <TableCell>Eligibility</TableCell>
            <TableCell align="right">Documents</TableCell>
            <SortCell by="status" sort={sort} onSort={onSort}>
              Status
            </SortCell>
            <SortCell by="updated_at" sort={sort} onSort={onSort}>
              Updated
            </SortCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined
            ? Array.from({ length: 6 }, (_, i) => (
                <TableRow key={i}>
                  {Array.from({ length: COLUMNS }, (__, j) => (
                    <TableCell key={j}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((o) => (
                <TableRow key={o.id} hover sx={{ cursor: 'pointer' }} onClick={() => onOpen(o.id)} data-testid="option-row">
                  <TableCell sx={{ minWidth: 220 }}>
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      sx={{ fontWeight: 600, textAlign: 'left' }}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(o.id);
                      }}
                    >
                      {o.name}
                    </Link>
                    {o.plan ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        Plan {o.plan.id}
                        {o.plan.active ? '' : ' (withdrawn)'}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{o.category_name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <CarrierName name={o.carrier_name} color={o.carrier_color} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 340 }}>
                    <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                      {o.eligibility_summary}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{o.documents.length + (o.plan?.sbc_url ? 1 : 0)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={o.status === 'active' ? 'success' : 'default'} label={codeLabel(BENEFIT_OPTION_STATUS_LABELS, o.status)} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(o.updated_at)}</TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
