import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRecordContext } from 'react-admin';
import type { SupportRequest } from '../api';
import { replyMailto } from './rules';

/** A request opened in its row: the whole message as its sender typed it (text, never markup), and the reply. */
export function SupportRequestPanel() {
  const request = useRecordContext<SupportRequest>();
  if (!request) return null;
  return (
    <Box sx={{ py: 1.5 }}>
      <Box
        component="pre"
        tabIndex={0}
        data-testid="support-request-message"
        sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, fontFamily: 'inherit', fontSize: 14, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 480, overflow: 'auto' }}
      >
        {request.message}
      </Box>
      <Button variant="contained" size="small" href={replyMailto(request)} startIcon={<ReplyIcon />} sx={{ mt: 1.5 }}>
        Reply by email
      </Button>
    </Box>
  );
}
