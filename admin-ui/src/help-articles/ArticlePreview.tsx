import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@canopy/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';

/** The markdown being written, rendered by the server exactly as saving will (sanitized), a moment after typing stops. */
export function ArticlePreview() {
  const markdown = (useWatch({ name: 'body_markdown' }) as string | undefined) ?? '';
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), 400);
    return () => clearTimeout(timer);
  }, [markdown]);
  const preview = useQuery({
    queryKey: ['agency-articles', 'preview', settled],
    queryFn: () => unwrap(api.POST('/agency-articles/preview', { body: { body_markdown: settled } })),
    enabled: settled.trim().length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, minHeight: 320, bgcolor: 'background.paper', overflow: 'auto' }}>
      <Typography variant="overline" color="text.secondary">
        Preview
      </Typography>
      {!settled.trim() ? (
        <Typography color="text.secondary">The article appears here as readers will see it.</Typography>
      ) : preview.isError ? (
        <Typography color="error">{preview.error instanceof Error ? preview.error.message : 'The preview could not be made'}</Typography>
      ) : (
        <Box
          data-testid="article-preview"
          sx={{ '& h2': { fontSize: 20, mt: 2, mb: 1 }, '& h3': { fontSize: 17 }, '& table': { borderCollapse: 'collapse' }, '& td, & th': { border: 1, borderColor: 'divider', px: 1, py: 0.5 } }}
          // Sanitized by the server (the same rendering as saving), never the raw markdown.
          dangerouslySetInnerHTML={{ __html: preview.data?.body_html ?? '' }}
        />
      )}
    </Box>
  );
}
