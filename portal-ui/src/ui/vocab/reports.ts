/** Reports: where the book of business's premium comes from. */
import type { PremiumSource } from './codes';

export const PREMIUM_SOURCE_LABELS: Record<PremiumSource, string> = {
  enrolled: 'Elections in force',
  recorded: 'Recorded on the group',
};
