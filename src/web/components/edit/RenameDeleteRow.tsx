import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../Button';
import * as page from '../page/page.css';
import { NameForm } from './NameForm';
import { useRowMode } from './useRowMode';

/** A row's words, from the area's catalogue; the `…Named` ones and `newName` take `{name}` ("Rename Pantry"). */
export interface RenameDeleteRowMessages {
  rename: MessageDescriptor;
  renameNamed: MessageDescriptor;
  delete: MessageDescriptor;
  deleteNamed: MessageDescriptor;
  newName: MessageDescriptor;
  save: MessageDescriptor;
  nameRequired: MessageDescriptor;
  cancel: MessageDescriptor;
}

export interface RenameDeleteRowProps {
  name: string;
  /** The row's link to the thing's page (its name and facts). */
  link: ReactNode;
  messages: RenameDeleteRowMessages;
  nameMaxLength?: number;
  onRename: (name: string) => Promise<unknown>;
  /**
   * The delete question in the row's place: `cancel` puts the row back, `closeWhenSaved` closes
   * it once the delete resolves (a refusal keeps it open).
   */
  renderDelete: (controls: { cancel: () => void; closeWhenSaved: (saving: Promise<unknown>) => Promise<void> }) => ReactNode;
  /** Links and buttons before Rename and Delete (shopping's Edit and "Set as default"). */
  extraActions?: ReactNode;
}

/**
 * A named thing in a list (a recipe collection, a shopping list, a storage place): a link to it,
 * renamed in place, deleted after asking. Closing a form puts focus back on its button.
 */
export function RenameDeleteRow({ name, link, messages, nameMaxLength = 100, onRename, renderDelete, extraActions }: RenameDeleteRowProps) {
  const intl = useIntl();
  const text = (key: keyof RenameDeleteRowMessages) => intl.formatMessage(messages[key], { name });
  const { mode, row, open, close, closeWhenSaved } = useRowMode<'rename' | 'delete'>();
  return (
    <li ref={row} className={page.row}>
      {link}
      {mode === 'rename' ? (
        <div className={page.rowForm}>
          <NameForm
            label={text('newName')}
            submitLabel={text('save')}
            requiredMessage={text('nameRequired')}
            initialName={name}
            cancelLabel={text('cancel')}
            onCancel={close}
            autoFocus
            maxLength={nameMaxLength}
            onSubmit={(next) => closeWhenSaved(onRename(next))}
          />
        </div>
      ) : mode === 'delete' ? (
        <div className={page.rowForm}>{renderDelete({ cancel: close, closeWhenSaved })}</div>
      ) : (
        <div className={page.rowActions}>
          {extraActions}
          <Button size="sm" variant="ghost" data-action="rename" aria-label={text('renameNamed')} onClick={() => open('rename')}>
            {text('rename')}
          </Button>
          <Button size="sm" variant="ghost" data-action="delete" aria-label={text('deleteNamed')} onClick={() => open('delete')}>
            {text('delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
