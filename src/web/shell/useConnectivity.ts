import { useEffect, useRef, useState } from 'react';
import { useConnectivityCheck } from './connectivityCheck';
import { createConnectivityMonitor, type ConnectivityMonitor, type ConnectivityState } from './connectivityMonitor';

export interface Connectivity extends ConnectivityState {
  retry: () => void;
}

/** Runs the connectivity monitor while the component is mounted (the shell: the app's lifetime). */
export function useConnectivity(): Connectivity {
  const [state, setState] = useState<ConnectivityState>({ isOnline: true, isChecking: false });
  const monitor = useRef<ConnectivityMonitor | null>(null);
  const check = useConnectivityCheck();

  useEffect(() => {
    const created = createConnectivityMonitor(
      {
        check,
        events: window,
        setInterval: (run, ms) => window.setInterval(run, ms),
        clearInterval: (id) => window.clearInterval(id),
      },
      setState,
    );
    created.start();
    monitor.current = created;
    return () => created.stop();
  }, [check]);

  return { ...state, retry: () => void monitor.current?.retry() };
}
