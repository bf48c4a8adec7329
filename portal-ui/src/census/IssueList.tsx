/** Issues of a census (errors first), each with its row and column. */
import ErrorIcon from '@mui/icons-material/Error';
import WarningIcon from '@mui/icons-material/Warning';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CensusIssue } from './types';

export function IssueList({ issues, headers, max = 50, onPick }: { issues: readonly CensusIssue[]; headers?: readonly string[]; max?: number; onPick?: (i: CensusIssue) => void }) {
  if (issues.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="issue-list" sx={{ py: 1 }}>
        No problems found.
      </Typography>
    );
  }
  const sorted = [...issues].sort((a, b) => (a.severity === b.severity ? a.row - b.row : a.severity === 'error' ? -1 : 1));
  return (
    <Box data-testid="issue-list">
      <List dense disablePadding>
        {sorted.slice(0, max).map((i, n) => (
          <ListItem key={`${i.row}-${i.column ?? 'r'}-${i.code}-${n}`} disableGutters onClick={onPick ? () => onPick(i) : undefined} sx={{ cursor: onPick ? 'pointer' : undefined, alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 30, mt: 0.5 }}>{i.severity === 'error' ? <ErrorIcon color="error" fontSize="small" /> : <WarningIcon color="warning" fontSize="small" />}</ListItemIcon>
            <ListItemText
              primary={i.message}
              secondary={`Row ${i.row}${i.column !== undefined && i.column !== null ? ` · ${headers?.[i.column] ?? `column ${i.column + 1}`}` : ''} · ${i.code.replace(/_/g, ' ')}`}
            />
          </ListItem>
        ))}
      </List>
      {sorted.length > max ? (
        <Typography variant="caption" color="text.secondary">
          and {sorted.length - max} more
        </Typography>
      ) : null}
    </Box>
  );
}
