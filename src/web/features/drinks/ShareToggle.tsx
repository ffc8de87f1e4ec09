import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { commonMessages as c } from './screenMessages';

export interface ShareToggleProps {
  /** The share panel (components/share/SharePanel): drawn, and its links fetched, only once opened. */
  renderPanel: () => ReactNode;
  /** Where the panel goes: under the page's header, given the button and the panel. */
  children: (button: ReactNode, panel: ReactNode) => ReactNode;
}

/** The Share button of a drink's or collection's page, opening its public links below the header. */
export function ShareToggle({ renderPanel, children }: ShareToggleProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const button = (
    <Button size="sm" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
      {intl.formatMessage(c.share)}
    </Button>
  );
  return children(button, open ? <div id={panelId}>{renderPanel()}</div> : null);
}
