import { DeleteContainerPanel, type ContentsFate, type DeleteContainerMessages } from '../edit/DeleteContainerPanel';
import type { DeleteControls, NamedThing } from './NamedCollectionsScreen';

/**
 * NamedCollectionsScreen's `renderDelete` for things that hold something (recipes, drinks): the
 * question asks whether it moves into another or goes with it.
 */
export function contentsFateQuestion<T extends NamedThing>(count: (thing: T) => number, messages: DeleteContainerMessages, onDelete: (id: string, fate: ContentsFate) => Promise<unknown>) {
  return (thing: T, others: readonly T[], { cancel, closeWhenDeleted }: DeleteControls) => (
    <DeleteContainerPanel name={thing.name} count={count(thing)} others={others} messages={messages} onConfirm={(fate) => closeWhenDeleted(onDelete(thing._id, fate))} onCancel={cancel} />
  );
}
