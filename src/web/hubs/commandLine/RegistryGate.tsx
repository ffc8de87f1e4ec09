import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button';
import type { CommandDefinition, CommandServices } from '../../commandDefinition';
import { useCommandServices } from './commandServices';
import * as styles from './CommandLine.css';
import { commandLineMessages as m } from './messages';
import { useCommandRegistry } from './useCommandRegistry';

type Render = (commands: readonly CommandDefinition[], services: CommandServices) => ReactNode;

function WithServices({ commands, children }: { commands: readonly CommandDefinition[]; children: Render }) {
  return children(commands, useCommandServices(commands));
}

/**
 * Draws `children` with every area's commands and the app's services once the commands are in;
 * says so while they load, with a retry when they could not.
 */
export function RegistryGate({ children }: { children: Render }) {
  const registry = useCommandRegistry();
  if (registry.status === 'ready') return <WithServices commands={registry.commands}>{children}</WithServices>;
  if (registry.status === 'loading') {
    return (
      <p className={styles.status} role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  return (
    <div role="alert" className={styles.commandLine}>
      <p className={styles.errorLine}>
        <FormattedMessage {...m.loadFailed} />
      </p>
      <Button onClick={registry.retry}>
        <FormattedMessage {...m.retry} />
      </Button>
    </div>
  );
}
