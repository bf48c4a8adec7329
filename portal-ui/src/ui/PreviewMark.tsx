import Box from '@mui/material/Box';

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
