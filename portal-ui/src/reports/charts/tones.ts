/**
 * The charts' series for the lines of coverage and the tiers, in the product's tones (not the
 * brand's), each at least 3:1 against a white card so a bar reads as a shape.
 */
import { LINE_CODES, LINE_LABELS, TIER_CODES, tierName, type Line, type Tier } from '../../ui/vocab';
import type { Series } from './chartKit';

const LINE_COLORS: Record<Line, string> = { medical: '#1565c0', dental: '#00796b', vision: '#8e24aa' };

const TIER_COLORS: Record<Tier, string> = { EE: '#1565c0', ES: '#00796b', EC: '#e65100', EF: '#6a1b9a' };

export const LINE_SERIES: readonly Series[] = LINE_CODES.map((line) => ({ key: line, label: LINE_LABELS[line], color: LINE_COLORS[line] }));

export const TIER_SERIES: readonly Series[] = TIER_CODES.map((tier) => ({ key: tier, label: `${tier} · ${tierName(tier)}`, color: TIER_COLORS[tier] }));
