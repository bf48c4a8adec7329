import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { DataTable, DateField, List, SearchInput, SelectInput } from 'react-admin';
import type { AgencyArticle } from '../api';
import { ListActions } from '../layout/ListActions';
import { choicesOf, HELP_CATEGORY_LABELS } from '../vocab';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search title or summary" sx={{ width: 260 }} />,
  <SelectInput key="category" source="category" alwaysOn choices={choicesOf(HELP_CATEGORY_LABELS)} />,
  <SelectInput key="published" source="published" label="State" alwaysOn choices={[{ id: 'true', name: 'Published' }, { id: 'false', name: 'Draft' }]} />,
];

const stopPropagation = (e: MouseEvent) => e.stopPropagation();

function Empty() {
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      No articles of your own yet. Write one for your clients: it shows in your help centre beside Canopy's, in your brand.
    </Box>
  );
}

/** The agency's own help articles, drafts too, with what readers answered. */
export function ArticleList() {
  return (
    <List title="Help articles" filters={filters} actions={<ListActions create="New article" />} empty={<Empty />} sort={{ field: 'updated_at', order: 'DESC' }} perPage={25}>
      <DataTable<AgencyArticle> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="title" />
        <DataTable.Col source="category" render={(r: AgencyArticle) => HELP_CATEGORY_LABELS[r.category]} />
        <DataTable.Col
          source="published"
          label="State"
          render={(r: AgencyArticle) =>
            r.published ? (
              <Link href={`/help/${r.slug}`} target="_blank" rel="noopener" onClick={stopPropagation}>
                <Chip size="small" color="success" label="Published" clickable />
              </Link>
            ) : (
              <Chip size="small" variant="outlined" label="Draft" />
            )
          }
        />
        <DataTable.Col source="helpful" label="Helpful" disableSort render={(r: AgencyArticle) => `${r.helpful} yes · ${r.not_helpful} no`} />
        <DataTable.Col source="updated_at" label="Updated" render={(r: AgencyArticle) => <DateField record={r} source="updated_at" showTime />} />
        <DataTable.Col source="updated_by_name" label="By" disableSort />
      </DataTable>
    </List>
  );
}
