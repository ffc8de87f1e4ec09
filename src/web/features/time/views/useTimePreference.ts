import { useState } from 'react';
import { defaultPreferences, type Preferences } from '../../../../domain/preferences';
import { useCurrentUser } from '../../../auth/AuthProvider';
import { useSavePreferences } from '../../../auth/userMutations';
import { errorMessages } from '../../../components/form/formMessages';

type TimePreference = 'timeFilter' | 'timeSorting' | 'timeView';

/**
 * A time view preference (spec §3: timeFilter, timeSorting, timeView; defaults of spec §9): the
 * account's value, and a change shown at once and saved to the account. While the save runs the
 * new value shows; a failed save says 'Could not update preferences' and the saved value returns.
 */
export function useTimePreference<Key extends TimePreference>(key: Key): [Preferences[Key], (value: Preferences[Key]) => void] {
  const saved = useCurrentUser()?.preferences[key] ?? defaultPreferences[key];
  const save = useSavePreferences({ failureToast: errorMessages.preferencesFailed });
  const [pending, setPending] = useState<{ value: Preferences[Key]; save: number } | null>(null);
  const change = (value: Preferences[Key]) => {
    const ticket = (pending?.save ?? 0) + 1;
    setPending({ value, save: ticket });
    // Only the last change decides what shows once its save settles.
    const settle = () => setPending((now) => (now?.save === ticket ? null : now));
    save.mutateAsync({ [key]: value }).then(settle, settle);
  };
  return [pending?.value ?? saved, change];
}
