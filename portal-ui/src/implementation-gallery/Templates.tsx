/** The agency's checklist templates: its default and one per carrier, each chosen from the list and edited beside it. */
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { can } from '../api';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { useMe } from '../dashboard/useSession';
import { SkeletonRows } from '../ui/table';
import { LoadError } from '../ui/states';
import { templatesQuery, type ChecklistTemplate } from './queries';
import { TemplateEditor, templateStatus } from './TemplateEditor';

const DEFAULT = 'default';
const templateId = (t: ChecklistTemplate) => t.carrier_id ?? DEFAULT;

export default function Templates() {
  const me = useMe();
  const [search, set] = useSearchUpdate();
  const templates = useQuery(templatesQuery);

  if (templates.error) return <LoadError error={templates.error} retry={() => void templates.refetch()} what="the checklist templates" />;
  if (!templates.data) return <SkeletonRows rows={6} height={48} rounded />;

  const list = templates.data.templates;
  const chosenId = search.get('template') ?? DEFAULT;
  const chosen = list.find((t) => templateId(t) === chosenId) ?? list[0];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4, lg: 3 }}>
        <Card>
          <List component="nav" dense aria-label="Checklist templates" sx={{ py: 0 }}>
            {list.map((t) => (
              <ListItemButton
                key={templateId(t)}
                selected={t === chosen}
                aria-current={t === chosen ? 'true' : undefined}
                onClick={() => set({ template: templateId(t) }, false)}
                data-testid="template-choice"
                sx={{ borderBottom: 1, borderColor: 'divider' }}
              >
                <ListItemText primary={t.carrier_name ?? 'Agency default'} secondary={templateStatus(t)} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
              </ListItemButton>
            ))}
          </List>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8, lg: 9 }}>
        {chosen ? <TemplateEditor key={`${templateId(chosen)}:${chosen.version}`} template={chosen} editable={can(me, 'implementation_book', 'write')} /> : null}
      </Grid>
    </Grid>
  );
}
