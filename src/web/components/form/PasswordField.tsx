import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../IconButton';
import { EyeIcon } from './EyeIcon';
import { fieldMessages } from './formMessages';
import { TextField, type TextFieldProps } from './TextField';

/** A password input with a show/hide toggle (`aria-pressed`), so a typo on a phone can be checked. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <IconButton
          label={intl.formatMessage(fieldMessages.showPassword)}
          icon={<EyeIcon />}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
