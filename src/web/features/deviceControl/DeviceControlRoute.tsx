import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../api/useApi';
import { useCurrentUser } from '../../auth/AuthProvider';
import { useSavePreferences } from '../../auth/userMutations';
import { PendingPage } from '../../components/status/PendingPage';
import { asDeviceShutdownConfig } from '../../../domain/deviceControl/storedConfig';
import { DeviceControlScreen } from './DeviceControlScreen';
import { deviceControlMessages } from './messages';
import { NEW_TIME_GROUP } from './DevicesSection';
import { browserTimeZone, devicesQuery, timeGroupChoicesQuery, useCreateDevice, useCreateTimeGroup, useDeleteDevice, useRenewDeviceKey } from './queries';
import { screenMessages as m } from './screenMessages';
import { deviceControlToasts as t } from './toasts';

const copyToClipboard = (text: string) => navigator.clipboard.writeText(text);

/** /settings/device-control on the user's devices, time groups and preferences (loaded with the route). */
export function DeviceControlRoute() {
  const intl = useIntl();
  const api = useApi();
  const devices = useQuery(devicesQuery(api));
  const timeGroups = useQuery(timeGroupChoicesQuery(api));
  const preferences = useCurrentUser()?.preferences;
  // Spec §8 words the toasts of saving the config; the switch is part of it.
  const save = useSavePreferences({ successToast: t.saved, failureToast: t.saveFailed });
  // The switch shows the new choice while it saves; a failure brings the saved one back.
  const [switching, setSwitching] = useState<boolean | null>(null);
  const create = useCreateDevice();
  const createGroup = useCreateTimeGroup();
  /** The device, after its new time group when the user asked for one. */
  const add = async (name: string, timeGroupId: string | null) => {
    const groupId = timeGroupId === NEW_TIME_GROUP ? (await createGroup.mutateAsync({ body: { name } })).data._id : timeGroupId;
    return (await create.mutateAsync({ body: { name, timeGroupId: groupId, timeZone: browserTimeZone() } })).data;
  };
  const renew = useRenewDeviceKey();
  const remove = useDeleteDevice();

  if (!devices.isSuccess) {
    return (
      <PendingPage
        status={devices.isError ? 'error' : 'loading'}
        heading={intl.formatMessage(deviceControlMessages.name)}
        messages={{ loading: m.loading, loadFailed: m.loadFailed }}
        onRetry={() => void devices.refetch()}
      />
    );
  }
  return (
    <DeviceControlScreen
      enabled={switching ?? preferences?.useDeviceShutdown === true}
      onToggle={(on) => {
        setSwitching(on);
        save.mutateAsync({ useDeviceShutdown: on }).then(
          () => setSwitching(null),
          () => setSwitching(null),
        );
      }}
      config={asDeviceShutdownConfig(preferences?.deviceShutdownConfig)}
      isSavingConfig={save.isPending}
      onSaveConfig={(config) => save.mutateAsync({ deviceShutdownConfig: config })}
      devices={devices.data}
      timeGroups={timeGroups.data ?? []}
      origin={window.location.origin}
      copy={copyToClipboard}
      isAdding={create.isPending || createGroup.isPending}
      onAdd={add}
      onRenewKey={(deviceId) => renew.mutateAsync({ params: { path: { deviceId } } }).then((body) => body.data)}
      onDelete={(deviceId) => remove.mutateAsync({ params: { query: { deviceId } } })}
    />
  );
}
