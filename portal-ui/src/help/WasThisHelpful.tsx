/** "Was this helpful?" under an article: one answer, then thanks. */
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { sendFeedback } from './queries';

export function WasThisHelpful({ slug }: { slug: string }) {
  const answer = useMutation({
    mutationFn: (helpful: boolean) => sendFeedback(slug, helpful),
  });
  if (answer.isSuccess) {
    return (
      <Typography color="text.secondary" data-testid="feedback-thanks">
        Thank you: your answer helps us improve this article.
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-testid="was-this-helpful">
      <Typography sx={{ fontWeight: 600 }}>Was this helpful?</Typography>
      <Button size="small" variant="outlined" startIcon={<ThumbUpOutlinedIcon />} disabled={answer.isPending} onClick={() => answer.mutate(true)}>
        Yes
      </Button>
      <Button size="small" variant="outlined" startIcon={<ThumbDownOutlinedIcon />} disabled={answer.isPending} onClick={() => answer.mutate(false)}>
        No
      </Button>
      {answer.isError ? (
        <Typography variant="body2" color="error">
          Your answer could not be sent.
        </Typography>
      ) : null}
    </Stack>
  );
}
