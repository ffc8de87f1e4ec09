import { useIntl } from 'react-intl';
import { CopySnippet } from '../../components/copy/CopySnippet';
import { screenMessages as m } from './screenMessages';

/** A key, setup line or agent with its copy button, in this area's words. */
export function Snippet({ label, text, copy }: { label: string; text: string; copy: (text: string) => Promise<void> }) {
  const intl = useIntl();
  const texts = {
    copy: intl.formatMessage(m.copy),
    copied: intl.formatMessage(m.copied),
    failed: intl.formatMessage(m.copyFailed),
    copyWhat: (what: string) => intl.formatMessage(m.copyWhat, { what }),
  };
  return <CopySnippet label={label} text={text} copy={copy} texts={texts} />;
}
