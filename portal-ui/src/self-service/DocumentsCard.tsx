/** The documents of my group and my enrollment. */
import ArticleIcon from '@mui/icons-material/Article';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from './format';
import { myDocumentHref } from './queries';
import type { MyBenefits } from './types';
import { SectionCard } from '../ui/cards';

export function DocumentsCard({ data }: { data: MyBenefits }) {
  return (
    <SectionCard title="My documents" testId="my-documents">
      {data.documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Documents you send with a life event, and those your employer shares with you, are listed here.
        </Typography>
      ) : (
        <List disablePadding>
          {data.documents.map((d) => (
            <ListItem key={d.id} disableGutters data-testid="my-document">
              <ArticleIcon fontSize="small" color="action" sx={{ mr: 1 }} />
              <ListItemText
                primary={
                  <Link href={myDocumentHref(d.id)} download data-testid="my-document-download">
                    {d.name}
                  </Link>
                }
                secondary={`${d.kind.replace(/_/g, ' ')} · ${formatDate(d.created_at.slice(0, 10))}`}
                slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
