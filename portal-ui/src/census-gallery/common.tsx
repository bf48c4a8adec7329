/** Pieces shared by the census tools: the page frame and the group picker (kept in the URL). */
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { groupsQuery } from '../groups/queries';
import { PageHeader } from '../ui/PageHeader';
import { SelectField } from '../ui/fields';

export function ToolPage({ title, subtitle, children, actions }: { title: string; subtitle: ReactNode; children: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} actions={actions} crumbs={[{ label: 'Census tools', to: '/dashboard/census-gallery' }, { label: title }]} />
      {children}
    </Box>
  );
}

/** The chosen group (`?group=`), defaulting to the first group with employees. */
export function useChosenGroup(): { groupId: string; picker: ReactNode; loading: boolean; none: boolean } {
  const [search, setSearch] = useSearchParams();
  const groups = useQuery(groupsQuery({ per_page: 200, sort: 'name' }));
  const list = groups.data?.data ?? [];
  const fallback = list.find((g) => g.headcount > 0)?.id ?? list[0]?.id ?? '';
  const groupId = search.get('group') ?? fallback;
  const picker = (
    <SelectField
      label="Group"
      name="tool_group"
      value={list.some((g) => g.id === groupId) ? groupId : ''}
      onChange={(e) => {
        const next = new URLSearchParams(search);
        next.set('group', e.target.value);
        setSearch(next, { replace: true });
      }}
      options={list.map((g) => [g.id, `${g.name} (${g.headcount})`] as const)}
      empty={groups.isPending ? 'Loading…' : 'Choose a group'}
      sx={{ minWidth: 260, maxWidth: 360 }}
    />
  );
  return { groupId, picker, loading: groups.isPending, none: !groups.isPending && list.length === 0 };
}
