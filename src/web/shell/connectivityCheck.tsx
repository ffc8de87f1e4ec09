import { createContext, useContext } from 'react';
import { checkConnectivity } from './connectivity';

/** The real check: GET / on the app's host, reading `fetch` at call time. */
export const defaultConnectivityCheck = () => checkConnectivity((input, init) => fetch(input, init));

/**
 * Which connectivity check the shell runs. The app uses the real one; tests and stories pass a
 * stub through <ShellProviders connectivityCheck={...}> so that no request leaves jsdom.
 */
export const ConnectivityCheckContext = createContext<() => Promise<boolean>>(defaultConnectivityCheck);

export const useConnectivityCheck = () => useContext(ConnectivityCheckContext);
