import type { MessageDescriptor } from 'react-intl';

// Every screen route names its area (an id of src/web/areas.ts) and its page title once, in
// `staticData`: the document title, the not-built screen's heading and the tests read them.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    area?: string;
    title?: MessageDescriptor;
  }
}

export {};
