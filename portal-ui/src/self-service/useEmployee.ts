import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { meQuery, type Me } from '../api';

/** The signed-in person inside /employees (the route loader made sure there is one). */
export function useEmployee(): Me {
  const loaded = useRouteLoaderData('employees') as { me: Me } | undefined;
  const { data } = useQuery(meQuery);
  const me = data ?? loaded?.me;
  if (!me) throw new Error('useEmployee() outside /employees');
  return me;
}
