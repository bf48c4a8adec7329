import { CreateButton, ExportButton, TopToolbar } from 'react-admin';

/** The API serves at most this many rows per page (list conventions), so exports stop there. */
export const MAX_PER_PAGE = 200;

export function ListActions({ create }: { create?: string }) {
  return (
    <TopToolbar>
      {create ? <CreateButton label={create} /> : null}
      <ExportButton maxResults={MAX_PER_PAGE} />
    </TopToolbar>
  );
}
