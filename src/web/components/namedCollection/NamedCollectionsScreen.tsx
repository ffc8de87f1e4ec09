import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Loadable } from '../../api/loadable';
import { NameForm } from '../edit/NameForm';
import { RenameDeleteRow, type RenameDeleteRowMessages } from '../edit/RenameDeleteRow';
import * as page from '../page/page.css';
import { LoadStatus } from '../status/LoadStatus';

/** A thing the user names and keeps things in: a recipe collection, a shopping list, a storage place. */
export interface NamedThing {
  _id: string;
  name: string;
}

/** The area's words for the page, besides its rows' (RenameDeleteRowMessages). */
export interface NamedCollectionsMessages extends RenameDeleteRowMessages {
  /** The page's heading: the area's name. */
  title: MessageDescriptor;
  heading: MessageDescriptor;
  emptyHeading: MessageDescriptor;
  emptyBody: MessageDescriptor;
  loading: MessageDescriptor;
  loadFailed: MessageDescriptor;
  /** The add form's field ("New collection") and button. */
  addLabel: MessageDescriptor;
  add: MessageDescriptor;
}

/** What a delete question in a row's place may do: put the row back, or close once the delete resolves (a refusal keeps it open). */
export interface DeleteControls {
  cancel: () => void;
  closeWhenDeleted: (deleting: Promise<unknown>) => void;
}

// `Thing`, not `T`: the stories' react-docgen binds Loadable's own `T` to `readonly T[]` and recurses until the build fails.
export interface NamedCollectionsScreenProps<Thing extends NamedThing> {
  /** The user's things, oldest first. */
  things: Loadable<readonly Thing[]>;
  messages: NamedCollectionsMessages;
  /** A row's link to the thing's page: its name (marked `data-name`) and facts. */
  link: (thing: Thing) => ReactNode;
  /** The question before a thing is deleted; `others` are the user's other things, where its contents may go. */
  renderDelete: (thing: Thing, others: readonly Thing[], controls: DeleteControls) => ReactNode;
  /** Links and buttons before a row's Rename and Delete. */
  extraActions?: (thing: Thing) => ReactNode;
  /** The longest name the server takes. */
  nameMaxLength?: number;
  isAdding: boolean;
  /** Adds a thing by name; resolves once added. */
  onAdd: (name: string) => Promise<unknown>;
  /** Renames a thing; resolves once saved, rejects (keeping the form) when refused. */
  onRename: (id: string, name: string) => Promise<unknown>;
  onRetry: () => void;
  /** The area's sections under the list. */
  children?: ReactNode;
}

/** The adding and renaming an area's list screen passes on to this one (its props extend these). */
export type NamedCollectionsEdits = Pick<NamedCollectionsScreenProps<NamedThing>, 'isAdding' | 'onAdd' | 'onRename'>;

/**
 * An area's list of named things, to open, add, rename or delete (asked first): loading, failed
 * with Try again, a word for a new user, or the list; the add form once the list is there.
 */
export function NamedCollectionsScreen<Thing extends NamedThing>(props: NamedCollectionsScreenProps<Thing>) {
  const { things, messages: m, link, renderDelete, extraActions, nameMaxLength = 100, isAdding, onAdd, onRename, onRetry, children } = props;
  const intl = useIntl();
  const listHeading = useId();
  const isEmpty = things.status === 'ready' && things.data.length === 0;
  return (
    <div className={page.screen}>
      <h1 className={page.heading}>{intl.formatMessage(m.title)}</h1>
      <section className={page.section} aria-labelledby={listHeading} aria-busy={things.status === 'loading'}>
        <h2 id={listHeading} className={page.sectionHeading}>
          {intl.formatMessage(isEmpty ? m.emptyHeading : m.heading)}
        </h2>
        {things.status !== 'ready' ? (
          <LoadStatus status={things.status} loadingText={intl.formatMessage(m.loading)} failedText={intl.formatMessage(m.loadFailed)} onRetry={onRetry} />
        ) : isEmpty ? (
          <p className={page.muted}>{intl.formatMessage(m.emptyBody)}</p>
        ) : (
          <ul className={page.list} aria-labelledby={listHeading}>
            {things.data.map((thing) => (
              <RenameDeleteRow
                key={thing._id}
                name={thing.name}
                link={link(thing)}
                messages={m}
                nameMaxLength={nameMaxLength}
                onRename={(name) => onRename(thing._id, name)}
                renderDelete={({ cancel, closeWhenSaved }) =>
                  renderDelete(
                    thing,
                    things.data.filter((other) => other._id !== thing._id),
                    { cancel, closeWhenDeleted: (deleting) => void closeWhenSaved(deleting).catch(() => undefined) },
                  )
                }
                extraActions={extraActions?.(thing)}
              />
            ))}
          </ul>
        )}
        {things.status === 'ready' ? (
          <NameForm
            label={intl.formatMessage(m.addLabel)}
            submitLabel={intl.formatMessage(m.add)}
            requiredMessage={intl.formatMessage(m.nameRequired)}
            isBusy={isAdding}
            maxLength={nameMaxLength}
            onSubmit={onAdd}
          />
        ) : null}
      </section>
      {children}
    </div>
  );
}
