import { onlineManager } from '@tanstack/react-query';
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

  // The data layer goes by the same answer: offline (the browser's word or a server that does not
  // answer) its fetches and changes wait, and go out once the connection is back, as the banner says.
  useEffect(() => {
    onlineManager.setOnline(state.isOnline);
  }, [state.isOnline]);

  return { ...state, retry: () => void monitor.current?.retry() };
}
