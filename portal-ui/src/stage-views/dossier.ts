/** The pure logic of a group's dossier: when the group was in each stage, and which record of a stage counts. */
import type { components } from '@canopy/api';
import { STAGE_CODES } from '../ui/vocab';
import type { GroupStage } from '../ui/vocab';

type S = components['schemas'];

/** The stages the dossier has a section for, in lifecycle order. */
export const DOSSIER_STAGES = ['prospect', 'quoting', 'plan_design', 'enrollment', 'implementation', 'renewal'] as const satisfies readonly GroupStage[];
export type DossierStage = (typeof DOSSIER_STAGES)[number];

/** The stages a group passes through on its way to renewal, in order (leaving the book is not on the way). */
export const PATH: readonly GroupStage[] = STAGE_CODES.filter((s) => s !== 'lost' && s !== 'terminated');

/** When a group was in a stage. */
export interface StageSpan {
  /** The first time it entered the stage. */
  entered?: string;
  /** The last time it left; none while it is there. */
  left?: string;
  current: boolean;
  /** Time spent there over every visit. */
  seconds: number;
  visits: number;
  /** Never entered, though the group went further (a move past a blocked check skipped it). */
  skipped: boolean;
}

/** The span of `stage` from the lifecycle's moves (newest first) and its time in each stage. */
export function stageSpan(lifecycle: Pick<S['Lifecycle'], 'stage' | 'moves' | 'time_in_stages'>, stage: GroupStage): StageSpan {
  const oldestFirst = [...lifecycle.moves].reverse();
  const visits = oldestFirst.flatMap((m, i) => (m.to_stage === stage ? [i] : []));
  const current = lifecycle.stage === stage;
  const seconds = lifecycle.time_in_stages.find((t) => t.stage === stage)?.seconds ?? 0;
  if (visits.length === 0) {
    const skipped = oldestFirst.some((m) => PATH.indexOf(m.to_stage) > PATH.indexOf(stage));
    return { current, seconds, visits: 0, skipped };
  }
  const after = oldestFirst[visits[visits.length - 1] + 1];
  return {
    entered: oldestFirst[visits[0]].moved_at,
    left: current ? undefined : after?.moved_at,
    current,
    seconds,
    visits: visits.length,
    skipped: false,
  };
}

/** The census version in force: the highest committed number (an undone version no longer counts). */
export function latestCensus(versions: readonly S['CensusImport'][]): S['CensusImport'] | undefined {
  return versions.filter((v) => v.status === 'committed' && v.number).sort((a, b) => (b.number ?? 0) - (a.number ?? 0))[0];
}

/** The design the group's plan year runs on: the approved one of the latest plan year. */
export function approvedDesign(designs: readonly S['PlanDesignSummary'][]): S['PlanDesignSummary'] | undefined {
  return designs.filter((d) => d.status === 'approved').sort((a, b) => b.plan_year - a.plan_year || b.number - a.number)[0];
}
