import { useIntl } from 'react-intl';
import * as page from '../../components/page/page.css';
import { agents } from './agents/recipes';
import { screenMessages as m } from './screenMessages';
import { Snippet } from './Snippet';

/** The ready agents, each with a copy button: a POSIX shell script and a PowerShell one. */
export function AgentsSection({ copy }: { copy: (text: string) => Promise<void> }) {
  const intl = useIntl();
  return (
    <section className={page.section} aria-labelledby="agents-heading">
      <h2 id="agents-heading" className={page.sectionHeading}>
        {intl.formatMessage(m.agentsHeading)}
      </h2>
      <p className={page.muted}>{intl.formatMessage(m.agentsLead)}</p>
      <Snippet label={intl.formatMessage(m.shellAgent)} text={agents.shell} copy={copy} />
      <Snippet label={intl.formatMessage(m.powerShellAgent)} text={agents.powerShell} copy={copy} />
    </section>
  );
}
