import { useParams } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { CommandLine } from './CommandLine';
import * as styles from './CliRoute.css';
import { commandLineTitles as t } from './pageTitles';
import { RegistryGate } from './RegistryGate';

/**
 * /cli/:command? (spec §2): the command line with the whole screen (no navbar). A command in
 * the URL runs at once, so a bookmark can run `tm in work coding`.
 */
export function CliRoute() {
  const { command } = useParams({ strict: false }) as { command?: string };
  return (
    <section className={styles.page} aria-labelledby="cli-heading">
      <h1 id="cli-heading" className={styles.heading}>
        <FormattedMessage {...t.title} />
      </h1>
      <RegistryGate>{(commands, services) => <CommandLine key={command ?? ''} commands={commands} services={services} variant="page" initialCommand={command} />}</RegistryGate>
    </section>
  );
}
