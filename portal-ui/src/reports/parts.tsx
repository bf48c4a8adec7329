/** What the reports' pages share: who may open them, the export links, the broker filter, a figure table's frame. */
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { PreviewGate } from '../early-access/PreviewGate';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { SelectField } from '../ui/fields';
import { NotifyProvider } from '../ui/notify';
import type { ExportFormat, ReportBroker } from './queries';

/** A report page: for those who may read the agency's reports, while the agency has the preview on. */
export function ReportGate({ children }: { children: ReactNode }) {
  const me = useMe();
  if (!can(me, 'reports', 'read')) return <ForbiddenPage role={me.role} agencyName={me.agency?.name} message="Reports cover the agency's whole book" />;
  return (
    <NotifyProvider>
      <PreviewGate feature="reports">{children}</PreviewGate>
    </NotifyProvider>
  );
}

/** A table's downloads, CSV and XLSX, made by the server with the report's filters. */
export function ExportLinks({ href, name, testId }: { href: (format: ExportFormat) => string; name: string; testId: string }) {
  return (
    <Stack direction="row" spacing={0.5}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          startIcon={<DownloadIcon />}
          href={href(format)}
          download
          aria-label={`Download ${name} as ${format.toUpperCase()}`}
          data-testid={`${testId}-${format}`}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </Stack>
  );
}

/** The broker filter: the agency's brokers of record, or every broker. */
export function BrokerFilter({ brokers, value, onChange }: { brokers: readonly ReportBroker[]; value: string; onChange: (id: string) => void }) {
  const known = value === '' || brokers.some((b) => b.id === value);
  return (
    <SelectField
      label="Broker"
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      options={brokers.map((b) => [b.id, `${b.name} (${b.groups})`] as const)}
      empty="Every broker"
      sx={{ minWidth: 200, maxWidth: { md: 240 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    />
  );
}

/** A table under its chart, scrolling sideways on a narrow screen (and reachable from the keyboard to do so). */
export function FigureTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2, borderTop: 1, borderColor: 'divider' }}>
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        {children}
      </TableContainer>
    </Box>
  );
}
