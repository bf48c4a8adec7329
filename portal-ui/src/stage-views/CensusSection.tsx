/** Prospect: the census versions the group's employees came in by, the one in force marked. */
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { versionsQuery } from '../census/queries';
import { formatDateTime } from '../ui/dates';
import { numSx } from '../ui/table';
import { latestCensus, type StageSpan } from './dossier';
import { Loaded, Nothing } from './Loaded';
import { GoTo, StageSection } from './StageSection';

export function CensusSection({ groupId, span }: { groupId: string; span?: StageSpan }) {
  const versions = useQuery(versionsQuery(groupId));
  const numbered = (versions.data ?? []).filter((v) => v.number).sort((a, b) => (b.number ?? 0) - (a.number ?? 0));
  const latest = latestCensus(numbered);
  return (
    <StageSection stage="prospect" title="Census" span={span} links={<GoTo to={`/dashboard/groups/${groupId}/census`}>Go to census</GoTo>}>
      <Loaded
        query={versions}
        what="the census versions"
        isEmpty={() => numbered.length === 0}
        empty={<Nothing title="No census committed yet">Each census upload that is committed becomes a version of the group’s employees.</Nothing>}
      >
        {() => (
          <Table size="small" aria-label="Census versions">
            <TableHead>
              <TableRow>
                <TableCell>Version</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Committed</TableCell>
                <TableCell align="right">Employees</TableCell>
                <TableCell align="right">Dependents</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {numbered.map((v) => (
                <TableRow key={v.id} selected={v === latest} data-testid="census-version" data-latest={v === latest}>
                  <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    v{v.number}
                    {v === latest ? <Chip size="small" color="success" label="In force" sx={{ ml: 1 }} /> : null}
                    {v.status === 'undone' ? <Chip size="small" variant="outlined" label="Undone" sx={{ ml: 1 }} /> : null}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{v.file_name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(v.committed_at)}</TableCell>
                  <TableCell align="right" sx={numSx}>
                    {v.counts.employees}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {v.counts.dependents}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Loaded>
    </StageSection>
  );
}
