import { useOutletContext } from 'react-router';
import type { Group } from '../book/types';

/** The group of the hub a screen is shown in. */
export function useGroup(): Group {
  return useOutletContext<{ group: Group }>().group;
}
