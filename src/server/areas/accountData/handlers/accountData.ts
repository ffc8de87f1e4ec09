import type { AreaDeps } from '../../../area';
import { checkFile, type CheckedFile } from '../../../accountData/checkFile';
import { FORMAT_VERSION } from '../../../accountData/manifest';
import { refusals } from '../../../accountData/refusals';
import { restoreFile } from '../../../accountData/restoreFile';
import { exportZip } from '../../../accountData/zipExport';
import type { NoTables } from '../../../area';
import { badRequest } from '../../../errors';
import type { SecuredHandlers } from '../../../handlers';
import { RawAnswer } from '../../../rawAnswer';
import type { AccountDataSettings } from '../settings';

/** /account-data: the summary, the export, and the preview and restore of an export. */
export function createAccountDataHandlers({ db, dialect, version, accountDataParts }: AreaDeps<NoTables>, settings: AccountDataSettings) {
  const countsOf = async (userId: string) => {
    const counts: Record<string, Record<string, number>> = {};
    for (const part of accountDataParts()) counts[part.area] = await part.count(userId);
    return counts;
  };
  const isEmpty = async (userId: string) => {
    for (const part of accountDataParts()) if (await part.holdsData?.(db, userId)) return false;
    return true;
  };
  const read = (body: unknown): Promise<CheckedFile> => {
    if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Send the zip that "Download everything" saved as the body (Content-Type: application/zip)');
    return checkFile(body, accountDataParts(), settings.limits, settings.upgrades);
  };
  const preview = (file: CheckedFile, accountEmpty: boolean) => ({
    formatVersion: file.manifest.formatVersion,
    appVersion: file.manifest.appVersion,
    exportedAt: file.manifest.exportedAt,
    upgradedFrom: file.upgradedFrom,
    counts: file.counts,
    rows: file.total,
    accountEmpty,
  });

  return {
    async getAccountDataSummary({ caller: { userId } }) {
      const counts = await countsOf(userId);
      const rows = Object.values(counts).reduce((sum, tables) => sum + Object.values(tables).reduce((a, b) => a + b, 0), 0);
      return { counts, rows, empty: await isEmpty(userId) };
    },

    async exportAccountData({ caller: { userId }, request }) {
      const exportedAt = settings.now();
      const manifest = { formatVersion: FORMAT_VERSION, appVersion: version, exportedAt: exportedAt.toISOString(), counts: await countsOf(userId) };
      const stream = exportZip(accountDataParts(), userId, manifest, (error) => request.log.error({ err: error }, 'account export failed'));
      const name = `lifelog-${exportedAt.toISOString().slice(0, 10)}.zip`;
      return new RawAnswer(200, { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${name}"` }, stream);
    },

    async previewAccountData({ caller: { userId }, request }) {
      const file = await read(request.body);
      return preview(file, await isEmpty(userId));
    },

    async restoreAccountData({ caller: { userId }, request }) {
      // Said before the file is read; checked again inside the restore's transaction.
      if (!(await isEmpty(userId))) throw refusals.notEmpty();
      const file = await read(request.body);
      await restoreFile(db, dialect, accountDataParts(), userId, file);
      return preview(file, false);
    },
  } satisfies Partial<SecuredHandlers>;
}
