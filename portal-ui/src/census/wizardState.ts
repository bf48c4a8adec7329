/** The census wizard's steps and how it moves between them. Pure (a reducer). */

export type StepKey = 'group' | 'upload' | 'map' | 'validate' | 'review' | 'commit' | 'done';

export const STEP_LABELS: Record<StepKey, string> = {
  group: 'Group',
  upload: 'Upload',
  map: 'Map columns',
  validate: 'Fix errors',
  review: 'Review',
  commit: 'Commit',
  done: 'Done',
};

export interface WizardState {
  step: StepKey;
  /** Whether the group was given (then the group step is not shown). */
  fixedGroup: boolean;
  groupId: string | null;
  importId: string | null;
  jobId: string | null;
}

export type WizardAction =
  | { type: 'choose-group'; groupId: string }
  | { type: 'uploaded'; importId: string }
  | { type: 'mapped' }
  | { type: 'validated' }
  | { type: 'committing'; jobId: string }
  | { type: 'finished' }
  | { type: 'failed' }
  | { type: 'back' }
  | { type: 'go'; step: StepKey }
  | { type: 'reset' };

export function initialWizard(groupId?: string | null): WizardState {
  return { step: groupId ? 'upload' : 'group', fixedGroup: !!groupId, groupId: groupId ?? null, importId: null, jobId: null };
}

/** The steps this wizard shows. */
export function visibleSteps(state: Pick<WizardState, 'fixedGroup'>): StepKey[] {
  const all: StepKey[] = ['group', 'upload', 'map', 'validate', 'review', 'commit', 'done'];
  return state.fixedGroup ? all.slice(1) : all;
}

export function stepIndex(state: WizardState): number {
  return visibleSteps(state).indexOf(state.step);
}

/** Where "Back" goes, or null when it cannot (nothing before, or the import is committed). */
export function previousStep(state: WizardState): StepKey | null {
  switch (state.step) {
    case 'upload':
      return state.fixedGroup ? null : 'group';
    case 'map':
      return 'upload';
    case 'validate':
      return 'map';
    case 'review':
      return 'validate';
    default:
      return null;
  }
}

/** Whether a step may be opened directly (clicking the stepper): only steps already reached, before a commit. */
export function canJumpTo(state: WizardState, step: StepKey): boolean {
  if (state.step === 'commit' || state.step === 'done') return false;
  const steps = visibleSteps(state);
  const target = steps.indexOf(step);
  if (target < 0 || target >= steps.indexOf(state.step)) return false;
  if (step === 'group') return !state.fixedGroup;
  if (step === 'map' || step === 'validate') return !!state.importId;
  return true;
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'choose-group':
      return { ...state, groupId: action.groupId, importId: null, jobId: null, step: 'upload' };
    case 'uploaded':
      return state.groupId ? { ...state, importId: action.importId, step: 'map' } : state;
    case 'mapped':
      return state.importId ? { ...state, step: 'validate' } : state;
    case 'validated':
      return state.importId ? { ...state, step: 'review' } : state;
    case 'committing':
      return state.importId ? { ...state, jobId: action.jobId, step: 'commit' } : state;
    case 'finished':
      return state.jobId ? { ...state, step: 'done' } : state;
    case 'failed':
      // A failed commit leaves the draft: back to review to try again.
      return { ...state, jobId: null, step: 'review' };
    case 'back': {
      const prev = previousStep(state);
      if (!prev) return state;
      // Going back to the upload starts a new import.
      return prev === 'upload' || prev === 'group' ? { ...state, step: prev, importId: null } : { ...state, step: prev };
    }
    case 'go':
      return canJumpTo(state, action.step)
        ? { ...state, step: action.step, ...(action.step === 'upload' || action.step === 'group' ? { importId: null } : {}) }
        : state;
    case 'reset':
      return initialWizard(state.fixedGroup ? state.groupId : null);
  }
}

/** Commit is allowed only when the validation has no errors (the server refuses otherwise). */
export function canCommit(counts: { errors: number } | null | undefined): boolean {
  return !!counts && counts.errors === 0;
}
