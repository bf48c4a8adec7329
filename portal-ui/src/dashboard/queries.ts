/** What the dashboard's frame reads besides the session. */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

/** Whether the agency is closing, and until when its owner can reopen it. */
export const closureQuery = queryOptions({
  queryKey: ['agency-closure'] as const,
  queryFn: () => unwrap(api.GET('/agency/closure')),
  staleTime: 60_000,
});
