import Chip from '@mui/material/Chip';

/** Beside a preview feature's page title: it is a preview, and may change. */
export function PreviewBadge() {
  return <Chip label="Preview" size="small" color="secondary" variant="outlined" sx={{ fontWeight: 600, verticalAlign: 'middle' }} />;
}
