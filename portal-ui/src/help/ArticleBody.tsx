/** An article's body: HTML the server rendered from markdown and sanitized when it published it. */
import Box from '@mui/material/Box';

export function ArticleBody({ html }: { html: string }) {
  return (
    <Box
      data-testid="article-body"
      sx={{
        typography: 'body1',
        '& h2': { typography: 'h6', mt: 3, mb: 1 },
        '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 0.5 },
        '& p, & ul, & ol': { my: 1 },
        '& li': { my: 0.5 },
        '& table': { borderCollapse: 'collapse', my: 2, width: '100%' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', typography: 'body2' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& a': { color: 'primary.main' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
