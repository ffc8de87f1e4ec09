import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import * as form from '../../components/form/form.css';
import { LoadStatus } from '../../components/status/LoadStatus';
import type { Loadable } from './loadable';
import type { StoragePlace } from './queries';
import { storeMessages as m, storeValueMessages as mv } from './screenMessages';
import * as styles from './shopping.css';

export interface PutIntoStorageProps {
  checkedCount: number;
  /** The places, fetched once the panel opens. */
  places: Loadable<StoragePlace[]>;
  onOpen: () => void;
  onRetryPlaces: () => void;
  /** Puts the checked items into the place (quantities carried over), then takes them off the list when asked. */
  onPut: (place: StoragePlace, takeOff: boolean) => Promise<unknown>;
  isPutting: boolean;
}

/**
 * "Put checked items into storage" (issue 12): choose the place; each checked item goes there
 * with its amount and note, into the same food when the place has it, and then (unless unticked)
 * off the list, since what is stored is bought.
 */
export function PutIntoStorage({ checkedCount, places, onOpen, onRetryPlaces, onPut, isPutting }: PutIntoStorageProps) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    if (!open) onOpen();
    setOpen(!open);
  };
  return (
    <div className={styles.group}>
      <div className={styles.actions}>
        <Button aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={toggle}>
          {intl.formatMessage(m.open)}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className={styles.section}>
          {places.status === 'ready' ? (
            places.data.length > 0 ? (
              <PlaceForm checkedCount={checkedCount} places={places.data} isPutting={isPutting} onPut={(place, takeOff) => onPut(place, takeOff).then(() => setOpen(false), () => undefined)} />
            ) : (
              <>
                <p className={styles.muted}>{intl.formatMessage(m.noPlaces)}</p>
                <Link to="/storage-groups" className={styles.link}>
                  {intl.formatMessage(m.toStorage)}
                </Link>
              </>
            )
          ) : (
            <LoadStatus status={places.status} loadingText={intl.formatMessage(m.loadingPlaces)} failedText={intl.formatMessage(m.placesFailed)} onRetry={onRetryPlaces} />
          )}
          <p className={styles.small}>{intl.formatMessage(mv.summary, { count: checkedCount })}</p>
        </div>
      ) : null}
    </div>
  );
}

function PlaceForm({ checkedCount, places, isPutting, onPut }: { checkedCount: number; places: StoragePlace[]; isPutting: boolean; onPut: (place: StoragePlace, takeOff: boolean) => void }) {
  const intl = useIntl();
  const selectId = useId();
  const [placeId, setPlaceId] = useState(places[0]!._id);
  const [takeOff, setTakeOff] = useState(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const place = places.find((each) => each._id === placeId);
    if (place) onPut(place, takeOff);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={form.field}>
        <label htmlFor={selectId} className={form.label}>
          {intl.formatMessage(m.place)}
        </label>
        <select id={selectId} className={form.control} value={placeId} onChange={(event) => setPlaceId(event.target.value)}>
          {places.map((place) => (
            <option key={place._id} value={place._id}>
              {place.name}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.checkLine}>
        <input type="checkbox" className={styles.checkbox} checked={takeOff} onChange={(event) => setTakeOff(event.target.checked)} />
        {intl.formatMessage(m.takeOff)}
      </label>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={isPutting} aria-busy={isPutting}>
          {intl.formatMessage(mv.put, { count: checkedCount })}
        </Button>
      </div>
    </form>
  );
}
