/** The employee's home: what their employer shares with its employees, to download. Hidden while the agency has the library switched off. */
import DescriptionIcon from '@mui/icons-material/Description';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api';
import { formatBytes } from '../book/rules';
import { SectionCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { LoadError } from '../ui/states';
import { resourceCategoryLabel } from '../ui/vocab';
import { myResourceHref, myResourcesQuery } from './queries';

const FIRST = 5;

export function MyResourcesCard() {
  const [shown, setShown] = useState(FIRST);
  const mine = useQuery(myResourcesQuery(0, shown));
  if (mine.error instanceof ApiError && mine.error.code === 'preview_not_enabled') return null;
  const employer = mine.data?.employer_name;
  return (
    <SectionCard title={employer ? `Resources from ${employer}` : 'Resources from your employer'} testId="my-resources">
      {mine.error ? (
        <LoadError error={mine.error} retry={() => void mine.refetch()} what="your employer’s resources" />
      ) : !mine.data ? (
        <Skeleton variant="rounded" height={96} />
      ) : mine.data.total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Forms, plan summaries and guides your employer shares with you will be listed here.
        </Typography>
      ) : (
        <>
          <List disablePadding>
            {mine.data.data.map((r) => (
              <ListItem key={r.id} disableGutters alignItems="flex-start" data-testid="my-resource">
                <ListItemIcon sx={{ minWidth: 32, mt: 0.75 }}>
                  {r.content_type === 'application/pdf' ? <PictureAsPdfIcon fontSize="small" color="action" /> : <DescriptionIcon fontSize="small" color="action" />}
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Link href={myResourceHref(r.id)} download data-testid="my-resource-download">
                      {r.title}
                    </Link>
                  }
                  secondary={
                    <>
                      {resourceCategoryLabel(r.category, 'employee')} · {formatBytes(r.size)} · shared {formatDate(r.shared_at.slice(0, 10))}
                      {r.description ? (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
                          {r.description}
                        </Typography>
                      ) : null}
                    </>
                  }
                  slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            ))}
          </List>
          {mine.data.total > mine.data.data.length ? (
            <Button size="small" onClick={() => setShown((n) => n + 10)} disabled={mine.isFetching}>
              Show more ({mine.data.total - mine.data.data.length})
            </Button>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
