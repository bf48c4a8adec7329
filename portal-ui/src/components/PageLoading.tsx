import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a route's code or data loads. */
export function PageLoading() {
  return (
    <Box role="progressbar" aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}>
      <LinearProgress />
    </Box>
  );
}
