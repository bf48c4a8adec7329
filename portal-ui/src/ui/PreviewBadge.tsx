import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** Beside a preview feature's page title: it is a preview, and may change. */
export function PreviewBadge() {
  return <Chip label="Preview" size="small" color="secondary" variant="outlined" sx={{ fontWeight: 600, verticalAlign: 'middle' }} />;
}

/** The small mark after a preview's name in the navigation, in the bar's own colour. */
export function PreviewMark() {
  return (
    <Box
      component="span"
      sx={{ ml: 0.75, px: 0.5, fontSize: 10, lineHeight: '14px', fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', border: '1px solid currentColor', borderRadius: 0.5 }}
    >
      preview
    </Box>
  );
}
