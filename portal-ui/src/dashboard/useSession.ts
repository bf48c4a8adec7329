import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { meQuery, type Me } from '../api';

/** The signed-in person inside the dashboard or the previews (their route loader made sure there is one). */
export function useMe(): Me {
  const dashboard = useRouteLoaderData('dashboard') as { me: Me } | undefined;
  const previews = useRouteLoaderData('previews') as { me: Me } | undefined;
  const loaded = dashboard ?? previews;
  const { data } = useQuery(meQuery);
  const me = data ?? loaded?.me;
  if (!me) throw new Error('useMe() outside the signed-in area');
  return me;
}
