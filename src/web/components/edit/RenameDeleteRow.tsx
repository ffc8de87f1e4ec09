import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as page from '../page/page.css';
import { NameForm } from './NameForm';
import { useRowMode } from './useRowMode';

/** A row's words, in the area's catalogue ("Rename", "Rename Pantry", "New name for Pantry"...). */
export interface RenameDeleteRowTexts {
  rename: string;
  renameNamed: string;
  delete: string;
  deleteNamed: string;
  newName: string;
  save: string;
  nameRequired: string;
  cancel: string;
}

export interface RenameDeleteRowProps {
  name: string;
  /** The row's link to the thing's page (its name and facts). */
  link: ReactNode;
  texts: RenameDeleteRowTexts;
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
export function RenameDeleteRow({ name, link, texts, nameMaxLength = 100, onRename, renderDelete, extraActions }: RenameDeleteRowProps) {
  const { mode, row, open, close, closeWhenSaved } = useRowMode<'rename' | 'delete'>();
  return (
    <li ref={row} className={page.row}>
      {link}
      {mode === 'rename' ? (
        <div className={page.rowForm}>
          <NameForm
            label={texts.newName}
            submitLabel={texts.save}
            requiredMessage={texts.nameRequired}
            initialName={name}
            cancelLabel={texts.cancel}
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
          <Button size="sm" variant="ghost" data-action="rename" aria-label={texts.renameNamed} onClick={() => open('rename')}>
            {texts.rename}
          </Button>
          <Button size="sm" variant="ghost" data-action="delete" aria-label={texts.deleteNamed} onClick={() => open('delete')}>
            {texts.delete}
          </Button>
        </div>
      )}
    </li>
  );
}
