import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import StorageIcon from '@mui/icons-material/Storage';
import TableChartIcon from '@mui/icons-material/TableChart';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { PageHeader } from '../ui/PageHeader';

export const TOOLS: { path: string; title: string; text: string; icon: ReactNode }[] = [
  { path: 'uploads/censuswizard', title: 'Census wizard', text: 'Group → upload → map columns → fix errors inline → review → commit, with live progress.', icon: <AutorenewIcon /> },
  { path: 'uploads/implementationcensusupload', title: 'Carrier list upload', text: 'A carrier’s member list (CSV, XLSX or 834) compared with the enrollment: matches, new discrepancies and the premium at stake.', icon: <CompareArrowsIcon /> },
  { path: 'roster/bulk-import-employees-modal', title: 'Bulk import employees', text: 'The roster import dialog for a chosen group: the same checks, without leaving the page.', icon: <GroupsIcon /> },
  { path: 'workflows/employee-import-client', title: 'Import history', text: 'Every import per group with rows added, updated and terminated, errors, and undo of the last one.', icon: <HistoryIcon /> },
  { path: 'data/csv-processor', title: 'CSV processor', text: 'Drop any CSV or Excel file: encoding, delimiter, header row, column guesses and row problems; download it cleaned. Nothing is imported.', icon: <TableChartIcon /> },
  { path: 'components', title: 'Census components', text: 'Statistics cards, tier mix, age histogram, issue list and column mapper, on a real census of one of your groups.', icon: <InsightsIcon /> },
  { path: 'documents/document-upload-modal', title: 'Document upload', text: 'The document dialog of group screens: drag and drop, type, group, progress, size and type checks.', icon: <DescriptionIcon /> },
  { path: 'infrastructure', title: 'Import pipeline', text: 'Queue depth, recent jobs with rows, errors and durations, storage used; retry a failed job.', icon: <StorageIcon /> },
];

/** `/dashboard/census-gallery`: the census tools, each a working tool. */
export default function GalleryIndex() {
  usePageTitle('Census tools');
  return (
    <Box>
      <PageHeader title="Census tools" subtitle="Everything that reads, checks and imports employee data — each one works on your agency’s real data." />
      <Grid container spacing={2}>
        {TOOLS.map((t) => (
          <Grid key={t.path} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/dashboard/census-gallery/${t.path}`} sx={{ height: '100%', alignItems: 'flex-start' }} data-testid="tool-card">
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                    <Box sx={{ color: 'primary.main', display: 'flex' }}>{t.icon}</Box>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
                      {t.title}
                    </Typography>
                    <ArrowForwardIcon fontSize="small" color="action" />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {t.text}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', color: 'text.secondary' }}>
        <FactCheckIcon fontSize="small" />
        <Typography variant="body2">Census data is treated as PHI: SSNs are stored encrypted and every import is in the audit log.</Typography>
      </Stack>
    </Box>
  );
}
