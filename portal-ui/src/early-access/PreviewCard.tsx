/** One preview feature: what it is, whether the agency has it on (switched by owners and admins), and a feedback box. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { PreviewBadge } from '../ui/PreviewBadge';
import { previewsQuery, sendPreviewFeedback, switchPreview, type Preview } from './queries';

export function PreviewCard({ preview, mayPreview, maySwitch }: { preview: Preview; mayPreview: boolean; maySwitch: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [message, setMessage] = useState('');
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => switchPreview(queryClient, preview.feature, enabled),
    onSuccess: (p) => notify(`${p.title} is ${p.enabled ? 'on' : 'off'} for your agency`),
  });
  const feedback = useMutation({
    mutationFn: () => sendPreviewFeedback(preview.feature, message),
    onSuccess: () => {
      setMessage('');
      void queryClient.invalidateQueries({ queryKey: previewsQuery.queryKey });
    },
  });
  const fields = fieldErrorsOf(feedback.error);
  return (
    <SectionCard
      testId={`preview-${preview.feature}`}
      title={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{preview.title}</span>
          <PreviewBadge />
        </Stack>
      }
      subheader={preview.enabled ? `On since ${formatDate(preview.enabled_at ?? '')}${preview.enabled_by_name ? `, switched on by ${preview.enabled_by_name}` : ''}` : 'Off for your agency'}
      action={
        maySwitch ? (
          <FormControlLabel
            control={<Switch checked={preview.enabled} disabled={toggle.isPending} onChange={(e) => toggle.mutate(e.target.checked)} />}
            label={preview.enabled ? 'On' : 'Off'}
            sx={{ mr: 0 }}
          />
        ) : null
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2">{preview.description}</Typography>
        <FormError error={toggle.error} />
        {preview.enabled && mayPreview ? (
          <Box>
            <Button component={RouterLink} to={preview.path} variant="outlined" size="small">
              Open {preview.title.replace(/^The /, 'the ')}
            </Button>
          </Box>
        ) : null}
        {feedback.isSuccess ? (
          <Alert severity="success" onClose={() => feedback.reset()} data-testid="preview-feedback-sent">
            Thank you: the Canopy team reads every message.
          </Alert>
        ) : (
          <Stack spacing={1}>
            <TextField
              label="Tell us what you think"
              placeholder="What works, what is missing, what you would change"
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              error={!!fields.message}
              helperText={fields.message ?? (preview.feedback_count ? `Your agency has sent ${preview.feedback_count} ${preview.feedback_count === 1 ? 'message' : 'messages'} about it` : undefined)}
              multiline
              minRows={2}
              size="small"
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <FormError error={feedback.error} />
            <Box>
              <Button size="small" variant="contained" disabled={!message.trim() || feedback.isPending} onClick={() => feedback.mutate()}>
                {feedback.isPending ? 'Sending…' : 'Send feedback'}
              </Button>
            </Box>
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
