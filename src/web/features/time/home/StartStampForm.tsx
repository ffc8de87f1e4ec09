import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextField } from '../../../components/form/TextField';
import { timeHomeMessages as m } from './messages';
import * as styles from './TimeHome.css';

export interface StartStampValues {
  /** The group's name as typed or picked. */
  groupName: string;
  /** The sub group's name; the server creates it when the group has none by that name. */
  subGroupName: string;
}

export interface StartStampFormProps {
  groups: ReadonlyArray<{ _id: string; name: string }>;
  subGroups: ReadonlyArray<{ _id: string; name: string; timeGroupId: string }>;
  isStarting: boolean;
  /** Why the last start failed (already translated), or null. */
  error: string | null;
  /** Resolves when the stamp started (the form then clears), rejects when it did not. */
  onStart: (values: StartStampValues) => Promise<unknown>;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** Pick or type a group and a sub group, and stamp in (spec §5: both names are needed). */
export function StartStampForm({ groups, subGroups, isStarting, error, onStart }: StartStampFormProps) {
  const intl = useIntl();
  const id = useId();
  const [groupName, setGroupName] = useState('');
  const [subGroupName, setSubGroupName] = useState('');
  const [missing, setMissing] = useState(false);
  const group = groups.find((candidate) => same(candidate.name, groupName));
  const suggestions = group ? subGroups.filter((sub) => sub.timeGroupId === group._id) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!groupName.trim() || !subGroupName.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onStart({ groupName: groupName.trim(), subGroupName: subGroupName.trim() }).then(
      () => {
        setGroupName('');
        setSubGroupName('');
      },
      () => undefined, // the error is shown from the props
    );
  };
  const alert = missing ? intl.formatMessage(m.nameRequired) : error;

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className={styles.subHeading} style={{ gridColumn: '1 / -1' }}>
        {intl.formatMessage(m.formHeading)}
      </h3>
      <TextField
        label={intl.formatMessage(m.groupLabel)}
        hint={intl.formatMessage(m.groupHint)}
        list={`${id}-groups`}
        autoComplete="off"
        value={groupName}
        onChange={(event) => setGroupName(event.target.value)}
        describedBy={alert ? `${id}-alert` : undefined}
      />
      <datalist id={`${id}-groups`}>
        {groups.map((option) => (
          <option key={option._id} value={option.name} />
        ))}
      </datalist>
      <TextField
        label={intl.formatMessage(m.subGroupLabel)}
        hint={intl.formatMessage(m.subGroupHint)}
        list={`${id}-subgroups`}
        autoComplete="off"
        value={subGroupName}
        onChange={(event) => setSubGroupName(event.target.value)}
        describedBy={alert ? `${id}-alert` : undefined}
      />
      <datalist id={`${id}-subgroups`}>
        {suggestions.map((option) => (
          <option key={option._id} value={option.name} />
        ))}
      </datalist>
      <Button type="submit" variant="primary" disabled={isStarting}>
        {intl.formatMessage(isStarting ? m.starting : m.startSubmit)}
      </Button>
      <div style={{ gridColumn: '1 / -1' }}>
        <FormAlert id={`${id}-alert`}>{alert}</FormAlert>
      </div>
    </form>
  );
}
