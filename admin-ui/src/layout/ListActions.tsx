import { CreateButton, ExportButton, TopToolbar, useListContext } from 'react-admin';

/** The most rows an export takes; the data provider reads them a page of the API at a time. */
export const EXPORT_MAX = 50_000;

/** The export button's label: a list longer than an export can take says how much it gets. */
export function exportLabel(total: number | undefined): string {
  return total !== undefined && total > EXPORT_MAX ? `Export first ${EXPORT_MAX.toLocaleString('en-US')}` : 'Export';
}

export function ListActions({ create }: { create?: string }) {
  const { total } = useListContext();
  return (
    <TopToolbar>
      {create ? <CreateButton label={create} /> : null}
      <ExportButton maxResults={EXPORT_MAX} label={exportLabel(total)} />
    </TopToolbar>
  );
}
