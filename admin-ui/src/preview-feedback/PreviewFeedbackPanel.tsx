import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import type { PreviewFeedback } from '../api';

/** A message opened in its row, as its author typed it (text, never markup). */
export function PreviewFeedbackPanel() {
  const feedback = useRecordContext<PreviewFeedback>();
  if (!feedback) return null;
  return (
    <Box
      component="pre"
      tabIndex={0}
      data-testid="preview-feedback-message"
      sx={{ my: 1.5, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontFamily: 'inherit', fontSize: 14, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 480, overflow: 'auto' }}
    >
      {feedback.message}
    </Box>
  );
}
