import type { AreaId } from '../features/notBuilt/areas';

// Every screen route names its area once, in `staticData`; the not-built screen (and later the
// shell, e.g. to hide the navbar on the command line) reads it from the match.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    area?: AreaId;
  }
}

export {};
