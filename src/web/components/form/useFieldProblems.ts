import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** A form's own complaints about its fields, by field; a field without one is absent. */
export type FieldProblems<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

/**
 * The complaints a form finds when it is submitted (an empty field, a short password). Each goes
 * as soon as the user edits the field it is about (`edited(field)`), so an old complaint never
 * stands beside a new one. `alsoAbout` names the complaints that concern another field too: the
 * repeated password's "Passwords do not match" goes when the password itself is edited.
 */
export function useFieldProblems<Field extends string>(alsoAbout: Partial<Record<Field, readonly Field[]>> = {}) {
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const edited = (field: Field) =>
    setProblems((current) => {
      const gone = [field, ...(alsoAbout[field] ?? [])].filter((name) => current[name]);
      if (gone.length === 0) return current;
      const next = { ...current };
      for (const name of gone) delete next[name];
      return next;
    });
  return { problems, setProblems, edited };
}
