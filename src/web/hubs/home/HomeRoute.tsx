import { useLoaderData } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as styles from './Home.css';
import type { LoadedHomeSection } from './homeSections';
import { homeMessages as m } from './messages';

/** Home (`/`): the page heading, then each area's section (areaDefinition.ts `homeSection`). */
export function HomeRoute() {
  const sections = (useLoaderData({ strict: false }) ?? []) as LoadedHomeSection[];
  return <Home sections={sections} />;
}

export function Home({ sections }: { sections: readonly LoadedHomeSection[] }) {
  const intl = useIntl();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{intl.formatMessage(m.name)}</h1>
      {sections.length === 0 ? <p>{intl.formatMessage(m.empty)}</p> : null}
      {sections.map(({ area, HomeSection }) => (
        <HomeSection key={area} />
      ))}
    </div>
  );
}
