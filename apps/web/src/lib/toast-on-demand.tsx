import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type * as Toastify from 'react-toastify';

/**
 * ADR 0030: react-toastify (10 KB of the first load, its styles included) is fetched with the
 * first toast, not before the page is usable. The client build resolves the app's
 * `react-toastify` imports to this module (build/toast-on-demand.ts), so the app keeps importing
 * `toast` from 'react-toastify'; only this module reaches the real package. Toasts called before
 * it arrives are shown when it has (in order). The server renders the same (empty) container.
 */
type Real = typeof Toastify;

let real: Real | null = null;
let loading: Promise<Real> | null = null;
const listeners = new Set<(module: Real) => void>();

export function loadToastify(): Promise<Real> {
  loading ??= import('react-toastify').then(
    (module) => {
      real = module;
      listeners.forEach((listener) => listener(module));
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type Show = (content: Toastify.ToastContent, options?: Toastify.ToastOptions) => Toastify.Id;

function later(pick: (module: Real) => Show): Show {
  return (content, options) => {
    if (real) return pick(real)(content, options);
    // The id is known before the toast exists, so update/isActive find it once it is shown.
    const toastId = options?.toastId ?? `toast-${Math.random().toString(36).slice(2)}`;
    loadToastify().then(
      (module) => pick(module)(content, { ...options, toastId }),
      (error: unknown) => console.error('toasts could not be loaded', error),
    );
    return toastId;
  };
}

const show = later((module) => module.toast);

/** The part of react-toastify's `toast` the app uses. */
export const toast = Object.assign(show, {
  success: later((module) => module.toast.success),
  error: later((module) => module.toast.error),
  info: later((module) => module.toast.info),
  warning: later((module) => module.toast.warning),
  warn: later((module) => module.toast.warn),
  isActive: (id: Toastify.Id): boolean => real?.toast.isActive(id) ?? false,
  update: (id: Toastify.Id, options: Toastify.UpdateOptions): void => {
    if (real) real.toast.update(id, options);
    else void loadToastify().then((module) => module.toast.update(id, options));
  },
  dismiss: (id?: Toastify.Id): void => {
    if (real) real.toast.dismiss(id);
  },
});

/**
 * The container, rendered once the package is here (the first toast asks for it; react-toastify
 * keeps a toast called before its container mounts and shows it then). Not fetched on idle: a
 * page that shows no toast never downloads it.
 */
export function ToastContainer(props: ComponentProps<Real['ToastContainer']>) {
  const [Container, setContainer] = useState<ComponentType<ComponentProps<Real['ToastContainer']>> | null>(
    () => real?.ToastContainer ?? null,
  );
  useEffect(() => {
    if (Container) return;
    const listener = (module: Real) => setContainer(() => module.ToastContainer);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, [Container]);
  return Container ? <Container {...props} /> : null;
}
