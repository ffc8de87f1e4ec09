import { defineMessages } from 'react-intl';

/** /time-tracker/import: choose the app and the file, preview, import. */
export const importMessages = defineMessages({
  lead: { id: 'time.transfer.importLead', defaultMessage: 'Bring your history from Toggl Track, Clockify or Kimai. You see what will be created before anything is saved.' },
  app: { id: 'time.transfer.app', defaultMessage: 'Exported from' },
  toggl: { id: 'time.transfer.toggl', defaultMessage: 'Toggl Track (detailed report, CSV)' },
  clockify: { id: 'time.transfer.clockify', defaultMessage: 'Clockify (detailed report, CSV)' },
  kimai: { id: 'time.transfer.kimai', defaultMessage: 'Kimai (CSV export)' },
  file: { id: 'time.transfer.file', defaultMessage: 'CSV file' },
  dropHint: { id: 'time.transfer.dropHint', defaultMessage: 'Or drop the file here.' },
  timeZone: { id: 'time.transfer.timeZone', defaultMessage: 'Time zone of the times in the file' },
  dateOrder: { id: 'time.transfer.dateOrder', defaultMessage: 'Dates like 03/04/2024' },
  auto: { id: 'time.transfer.auto', defaultMessage: 'Find out from the file' },
  monthFirst: { id: 'time.transfer.monthFirst', defaultMessage: 'Month first (March 4)' },
  dayFirst: { id: 'time.transfer.dayFirst', defaultMessage: 'Day first (3 April)' },
  preview: { id: 'time.transfer.preview', defaultMessage: 'Preview' },
  previewing: { id: 'time.transfer.previewing', defaultMessage: 'Reading the file…' },
  importNow: { id: 'time.transfer.importNow', defaultMessage: 'Import' },
  importing: { id: 'time.transfer.importing', defaultMessage: 'Importing…' },
  startOver: { id: 'time.transfer.startOver', defaultMessage: 'Choose another file' },
  noFile: { id: 'time.transfer.noFile', defaultMessage: 'Choose a CSV file first.' },
  tooLarge: { id: 'time.transfer.tooLarge', defaultMessage: 'The file is larger than 8 MB: export a shorter period and import it in parts.' },
  unreadableFile: { id: 'time.transfer.unreadableFile', defaultMessage: 'The file could not be read.' },
  failed: { id: 'time.transfer.failed', defaultMessage: 'The file could not be imported.' },
  previewHeading: { id: 'time.transfer.previewHeading', defaultMessage: 'What will be created' },
  doneHeading: { id: 'time.transfer.doneHeading', defaultMessage: 'Imported' },
  nothingNew: { id: 'time.transfer.nothingNew', defaultMessage: 'Nothing new: every entry is already here.' },
  group: { id: 'time.transfer.group', defaultMessage: 'Time group' },
  stamps: { id: 'time.transfer.stamps', defaultMessage: 'Stamps' },
  duration: { id: 'time.transfer.duration', defaultMessage: 'Time' },
  tags: { id: 'time.transfer.tags', defaultMessage: 'Tags' },
  newBadge: { id: 'time.transfer.newBadge', defaultMessage: 'new' },
  skippedHeading: { id: 'time.transfer.skippedHeading', defaultMessage: 'Skipped rows' },
  duplicate: { id: 'time.transfer.duplicate', defaultMessage: 'Already imported' },
  zeroLength: { id: 'time.transfer.zeroLength', defaultMessage: 'No length' },
  unreadableTime: { id: 'time.transfer.unreadableTime', defaultMessage: 'Date or time cannot be read' },
  endBeforeStart: { id: 'time.transfer.endBeforeStart', defaultMessage: 'Ends before it starts' },
  row: { id: 'time.transfer.row', defaultMessage: 'Row' },
  reason: { id: 'time.transfer.reason', defaultMessage: 'Why' },
  toList: { id: 'time.transfer.toList', defaultMessage: 'See your time list' },
  toImported: { id: 'time.transfer.toImported', defaultMessage: 'See the imported time' },
});

/** The texts with values (typed, so formatMessage insists on them). */
export const importValueMessages = defineMessages<{
  created: { groups: number; subGroups: number; tags: number; stamps: number };
  skipped: { count: number };
  subGroups: { count: number };
  datesRead: { order: string };
}>({
  created: {
    id: 'time.transfer.created',
    defaultMessage:
      '{stamps, plural, one {# stamp} other {# stamps}}, {groups, plural, one {# new time group} other {# new time groups}}, {subGroups, plural, one {# new sub group} other {# new sub groups}}, {tags, plural, one {# new tag} other {# new tags}}',
  },
  skipped: { id: 'time.transfer.skipped', defaultMessage: '{count, plural, one {# row skipped} other {# rows skipped}}' },
  subGroups: { id: 'time.transfer.subGroups', defaultMessage: '{count, plural, =0 {no new sub groups} one {# new sub group} other {# new sub groups}}' },
  datesRead: { id: 'time.transfer.datesRead', defaultMessage: 'Dates read: {order}' },
});

/** /time-tracker/export: a range and a format, downloaded. */
export const exportMessages = defineMessages({
  lead: { id: 'time.transfer.exportLead', defaultMessage: 'Download your stamps with their group, sub group, tags, start, end and duration.' },
  from: { id: 'time.transfer.from', defaultMessage: 'From' },
  to: { id: 'time.transfer.to', defaultMessage: 'To' },
  format: { id: 'time.transfer.format', defaultMessage: 'Format' },
  csv: { id: 'time.transfer.csv', defaultMessage: 'CSV (any spreadsheet)' },
  xlsx: { id: 'time.transfer.xlsx', defaultMessage: 'Excel (XLSX)' },
  download: { id: 'time.transfer.download', defaultMessage: 'Download' },
  downloading: { id: 'time.transfer.downloading', defaultMessage: 'Preparing the file…' },
  downloaded: { id: 'time.transfer.downloaded', defaultMessage: 'The file is downloaded.' },
  reversed: { id: 'time.transfer.reversed', defaultMessage: 'The end date is before the start date.' },
  tooLong: { id: 'time.transfer.tooLong', defaultMessage: 'Pick at most three years.' },
  failed: { id: 'time.transfer.exportFailed', defaultMessage: 'The file could not be made.' },
});
