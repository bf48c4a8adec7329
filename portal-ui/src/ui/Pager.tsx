/** A compact pager for server-paged tables ("26–50 of 120", rows per page, previous/next). Lighter than TablePagination. */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** "26–50 of 120" for a 0-based page. Pure. */
export function pageRange(page: number, perPage: number, total: number): string {
  if (total === 0) return '0 of 0';
  const from = page * perPage + 1;
  const to = Math.min(total, (page + 1) * perPage);
  return `${from}–${to} of ${total}`;
}

export function Pager({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
  options = [10, 25, 50, 100],
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  options?: number[];
}) {
  const last = Math.max(0, Math.ceil(total / perPage) - 1);
  const current = Math.min(page, last);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5, px: 1.5, py: 0.75, borderTop: 1, borderColor: 'divider' }} data-testid="pager">
      <Typography variant="body2" color="text.secondary">
        Rows per page
      </Typography>
      <TextField
        select
        variant="standard"
        value={perPage}
        onChange={(e) => onPerPage(Number(e.target.value))}
        fullWidth={false}
        slotProps={{ select: { SelectDisplayProps: { 'aria-label': 'Rows per page' } } }}
        sx={{ width: 64, '& .MuiInput-root': { fontSize: 14 } }}
      >
        {options.map((o) => (
          <MenuItem key={o} value={o}>
            {o}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ minWidth: 110, textAlign: 'right' }} data-testid="pager-range">
        {pageRange(current, perPage, total)}
      </Typography>
      <IconButton size="small" aria-label="Previous page" disabled={current <= 0} onClick={() => onPage(current - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <IconButton size="small" aria-label="Next page" disabled={current >= last} onClick={() => onPage(current + 1)}>
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
