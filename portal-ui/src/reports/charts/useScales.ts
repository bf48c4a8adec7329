import { use } from 'react';

type Scales = typeof import('./scales');

let loading: Promise<Scales> | undefined;

/** The scales, once loaded; the caller suspends until then (inside a `Suspense`). */
export function useScales(): Scales {
  loading ??= import('./scales');
  return use(loading);
}
