import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, the one way this code base writes it:
 * `lazyNamed(() => import('./apply-dialog'), (module) => module.ApplyDialog)`.
 */
// The props are the component's own: `any` here is what React.lazy itself takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<TModule, TComponent extends ComponentType<any>>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => TComponent,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
