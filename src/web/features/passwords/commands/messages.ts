import { defineMessages } from 'react-intl';

/** What the `psw` commands say (issue 11); spec §5 and §8's texts to the letter. */
export const passwordCommandMessages = defineMessages({
  noSearchValue: { id: 'passwords.commands.noSearchValue', defaultMessage: 'No search value provided' },
  noMatches: { id: 'passwords.commands.noMatches', defaultMessage: 'No matching passwords found' },
  noPasswordAtIndex: { id: 'passwords.commands.noPasswordAtIndex', defaultMessage: 'No password found at index' },
  noPasswordWithId: { id: 'passwords.commands.noPasswordWithId', defaultMessage: 'No password found with id' },
  multipleFound: { id: 'passwords.commands.multipleFound', defaultMessage: 'Multiple passwords found, please specify index or id' },
  copyFailed: { id: 'passwords.commands.copyFailed', defaultMessage: 'Could not copy password' },
  copied: { id: 'passwords.commands.copied', defaultMessage: 'Password copied to clipboard' },
  // `help` and `psw help` show these with each command's usage.
  searchHelp: { id: 'passwords.commands.searchHelp', defaultMessage: '{usage}: lists the passwords whose name contains the text, numbered for psw cp; kept for 5 minutes' },
  shortSearchHelp: { id: 'passwords.commands.shortSearchHelp', defaultMessage: '{usage}: the same as psw search' },
  copyHelp: { id: 'passwords.commands.copyHelp', defaultMessage: '{usage}: copies a password, by its number in the last search or its id; the clipboard is cleared after 30 seconds' },
  helpHelp: { id: 'passwords.commands.helpHelp', defaultMessage: '{usage}: lists the password commands' },
});
