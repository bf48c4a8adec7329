/** TanStack Query definitions of the reads the book's areas share: agency people and ZIP codes. */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../api';

/** Agency people (to pick brokers and the account team). */
export const agencyPeopleQuery = queryOptions({
  queryKey: ['members', 'agency-people'],
  queryFn: () => unwrap(api.GET('/members', { params: { query: { per_page: 200, status: 'active' } } })),
  staleTime: 60_000,
});

export const zipQuery = (zip: string) =>
  queryOptions({
    queryKey: ['zip', zip],
    queryFn: () => unwrap(api.GET('/zip/{zip}', { params: { path: { zip } } })),
    staleTime: Infinity,
    retry: false,
  });
