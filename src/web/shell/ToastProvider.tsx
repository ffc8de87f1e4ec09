import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { selectToasts, toastMachine, type ToastDuration, type ToastKind, type ToastsViewModel } from '../../../machines/toastMachine';
import type { ToastActor } from './toastActor';

const ToastContext = createContext<ToastActor | null>(null);

interface ToastProviderProps {
  children: ReactNode;
  /** The app's actor, when something outside React shares it; otherwise one is made here. */
  actor?: ToastActor;
}

/** Makes the toast actor available to `useToast` and the Toaster. */
export function ToastProvider({ children, actor }: ToastProviderProps) {
  // useActorRef starts the actor once and survives StrictMode's mount-unmount-mount; it is
  // simply unused when the app passes its own actor.
  const own = useActorRef(toastMachine);
  return <ToastContext.Provider value={actor ?? own}>{children}</ToastContext.Provider>;
}

function useToastActor(): ToastActor {
  const actor = useContext(ToastContext);
  if (!actor) throw new Error('useToast must be used inside <ToastProvider>');
  return actor;
}

export interface ShowToastOptions {
  kind?: ToastKind;
  /** 'standard' 1 s (default), 'extended' 1.5 s for the session warning, 'sticky' until dismissed. */
  duration?: ToastDuration;
  values?: Record<string, string | number>;
}

export interface ToastApi {
  /** Shows a message: a descriptor from `defineMessages` (translated now), or text already translated. */
  show: (message: MessageDescriptor | string, options?: ShowToastOptions) => void;
  dismiss: (id?: number) => void;
}

export function useToast(): ToastApi {
  const actor = useToastActor();
  const intl = useIntl();
  return useMemo(
    () => ({
      show: (message, { kind, duration, values } = {}) =>
        actor.send({
          type: 'toast.shown',
          toast: { message: typeof message === 'string' ? message : intl.formatMessage(message, values), kind, duration },
        }),
      dismiss: (id) => actor.send({ type: 'toast.dismissed', id }),
    }),
    [actor, intl],
  );
}

/** The Toaster's view of the queue, plus the events it sends. */
export function useToastView(): ToastsViewModel & { dismiss: (id: number) => void; pause: () => void; resume: () => void } {
  const actor = useToastActor();
  const view = useSelector(actor, selectToasts, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return {
    ...view,
    dismiss: (id) => actor.send({ type: 'toast.dismissed', id }),
    pause: () => actor.send({ type: 'toast.paused' }),
    resume: () => actor.send({ type: 'toast.resumed' }),
  };
}
