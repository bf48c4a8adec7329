import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { DataTable, DateField, List, SearchInput, TopToolbar, useListContext } from 'react-admin';
import type { EarlyAccessSignup } from '../api';
import { mailto } from '../support-requests/rules';
import { AGENCY_SIZE_LABELS, PREVIEW_LABELS, type PreviewFeature } from '../vocab';
import { exportHref } from './rules';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search name, email or agency" sx={{ width: 280 }} />];

const stopPropagation = (e: MouseEvent) => e.stopPropagation();

/** The whole list (or what the search finds) from the server, as CSV or a workbook. */
function Actions() {
  const { filterValues } = useListContext();
  const q = typeof filterValues.q === 'string' ? filterValues.q : undefined;
  return (
    <TopToolbar>
      <Button size="small" startIcon={<DownloadIcon />} href={exportHref('csv', q)}>
        CSV
      </Button>
      <Button size="small" startIcon={<DownloadIcon />} href={exportHref('xlsx', q)}>
        Excel
      </Button>
    </TopToolbar>
  );
}

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      Nobody has joined the early-access list yet: sign-ups from the public early-access page appear here.
    </Box>
  );
}

/** The early-access waitlist, newest first, for the platform's operators. */
export function EarlyAccessList() {
  return (
    <List title="Early access" filters={filters} actions={<Actions />} empty={<Empty />} sort={{ field: 'created_at', order: 'DESC' }} perPage={25}>
      <DataTable<EarlyAccessSignup> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="created_at" label="Joined" sx={{ whiteSpace: 'nowrap' }} render={(r) => <DateField record={r} source="created_at" showTime />} />
        <DataTable.Col source="name" />
        <DataTable.Col
          source="email"
          disableSort
          render={(r) => (
            <Link href={mailto(r.email)} onClick={stopPropagation}>
              {r.email}
            </Link>
          )}
        />
        <DataTable.Col source="agency_name" label="Agency" />
        <DataTable.Col source="agency_size" label="Size" render={(r: EarlyAccessSignup) => AGENCY_SIZE_LABELS[r.agency_size]} />
        <DataTable.Col
          source="interests"
          disableSort
          render={(r: EarlyAccessSignup) => (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {r.interests.map((i) => (
                <Chip key={i} size="small" variant="outlined" label={PREVIEW_LABELS[i as PreviewFeature] ?? i} />
              ))}
            </Stack>
          )}
        />
      </DataTable>
    </List>
  );
}
