import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as formStyles from '../../../components/form/form.css';
import { TextField } from '../../../components/form/TextField';
import { heartbeatMessages as m } from './messages';
import { minutesOf, secondsOf } from './recipes';

/** A sub group to choose, under its time group's name. */
export interface SubGroupChoice {
  _id: string;
  name: string;
  timeGroupName: string;
}

export interface HeartbeatFormValues {
  name: string;
  subGroupId: string;
  timeoutSeconds: number;
}

export interface HeartbeatFormProps {
  subGroups: readonly SubGroupChoice[];
  initial?: { name: string; subGroupId: string | null; timeoutSeconds: number };
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (values: HeartbeatFormValues) => void;
}

type Problem = 'name' | 'subGroup' | 'timeout';

/** A heartbeat definition's name, sub group (grouped by time group) and timeout in minutes. */
export function HeartbeatForm({ subGroups, initial, submitLabel, isSaving, onSubmit }: HeartbeatFormProps) {
  const intl = useIntl();
  const [name, setName] = useState(initial?.name ?? '');
  const [subGroupId, setSubGroupId] = useState(initial?.subGroupId ?? '');
  const [minutes, setMinutes] = useState(minutesOf(initial?.timeoutSeconds ?? 900));
  const [problems, setProblems] = useState<ReadonlySet<Problem>>(new Set());
  const selectId = useId();

  const groups = new Map<string, SubGroupChoice[]>();
  for (const choice of subGroups) groups.set(choice.timeGroupName, [...(groups.get(choice.timeGroupName) ?? []), choice]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const timeoutSeconds = secondsOf(minutes);
    const found = new Set<Problem>();
    if (name.trim() === '') found.add('name');
    if (!subGroups.some((choice) => choice._id === subGroupId)) found.add('subGroup');
    if (timeoutSeconds === null) found.add('timeout');
    setProblems(found);
    if (found.size > 0 || timeoutSeconds === null) return;
    onSubmit({ name: name.trim(), subGroupId, timeoutSeconds });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <TextField
        label={intl.formatMessage(m.name)}
        hint={intl.formatMessage(m.nameHint)}
        error={problems.has('name') ? intl.formatMessage(m.nameRequired) : null}
        value={name}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => setName(event.target.value)}
      />
      <div className={formStyles.field}>
        <label htmlFor={selectId} className={formStyles.label}>
          {intl.formatMessage(m.subGroup)}
        </label>
        <select
          id={selectId}
          className={formStyles.select}
          value={subGroupId}
          aria-invalid={problems.has('subGroup') ? true : undefined}
          aria-describedby={problems.has('subGroup') ? `${selectId}-error` : undefined}
          onChange={(event) => setSubGroupId(event.target.value)}
        >
          <option value="">{intl.formatMessage(m.chooseSubGroup)}</option>
          {[...groups].map(([group, choices]) => (
            <optgroup key={group} label={group}>
              {choices.map((choice) => (
                <option key={choice._id} value={choice._id}>
                  {choice.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {problems.has('subGroup') ? (
          <p id={`${selectId}-error`} className={formStyles.fieldError}>
            {intl.formatMessage(m.subGroupRequired)}
          </p>
        ) : null}
      </div>
      <TextField
        label={intl.formatMessage(m.timeout)}
        hint={intl.formatMessage(m.timeoutHint)}
        error={problems.has('timeout') ? intl.formatMessage(m.timeoutInvalid) : null}
        value={minutes}
        inputMode="decimal"
        autoComplete="off"
        onChange={(event) => setMinutes(event.target.value)}
      />
      <div className={formStyles.actions}>
        <Button type="submit" variant="primary" disabled={isSaving}>
          {isSaving ? intl.formatMessage(m.saving) : submitLabel}
        </Button>
      </div>
    </form>
  );
}
