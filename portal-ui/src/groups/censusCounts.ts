import { formatDate } from '../ui/dates';
/** Why the roster's headcount differs from the latest census version's count. Pure. */

type CensusInfo = {
  committed_at: string;
  active_from_version: number;
  active_from_earlier: number;
  active_added_by_hand: number;
};

/** "25 from the census of Nov 3, 2026 + 1 added by hand", or null when the census is the whole roster. */
export function headcountSources(census: CensusInfo | null | undefined): string | null {
  if (!census) return null;
  const { active_from_version: fromVersion, active_from_earlier: earlier, active_added_by_hand: byHand } = census;
  if (earlier === 0 && byHand === 0) return null;
  const parts = [`${fromVersion} from the census of ${formatDate(census.committed_at)}`];
  if (earlier) parts.push(`${earlier} from earlier censuses`);
  if (byHand) parts.push(`${byHand} added by hand`);
  return parts.join(' + ');
}
