import { useIntl } from 'react-intl';
import { hoursMinutes } from '../views/calculate/calculateCsv';
import { importMessages as m, importValueMessages as v } from './messages';
import type { ImportReport } from './transferApi';
import * as styles from './transfer.css';

/** What an import created (or, previewed, would create) per group, and the rows it skipped and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const intl = useIntl();
  const text = intl.formatMessage;
  const skippedCount = Object.values(report.skipped).reduce((sum, count) => sum + count, 0);
  const withStamps = report.groups.filter((group) => group.stamps > 0 || group.new);
  return (
    <>
      <p>{text(v.created, report.created)}</p>
      <p className={styles.legend}>{text(v.datesRead, { order: text(m[report.dateOrder]) })}</p>
      {report.created.stamps === 0 ? <p>{text(m.nothingNew)}</p> : null}
      {withStamps.length > 0 ? (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>{text(m.group)}</th>
                <th scope="col" className={styles.cell}>{text(m.stamps)}</th>
                <th scope="col" className={styles.cell}>{text(m.duration)}</th>
                <th scope="col" className={styles.cell}>{text(m.tags)}</th>
              </tr>
            </thead>
            <tbody>
              {withStamps.map((group) => (
                <tr key={group.name}>
                  <th scope="row" className={styles.cell}>
                    {group.name}
                    {group.new ? <span className={styles.badge}>{text(m.newBadge)}</span> : null}
                    <br />
                    <small>{text(v.subGroups, { count: group.newSubGroups })}</small>
                  </th>
                  <td className={styles.cell}>{intl.formatNumber(group.stamps)}</td>
                  <td className={styles.cell}>{hoursMinutes(group.durationMs)}</td>
                  <td className={styles.cell}>{group.tags.join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {skippedCount > 0 ? (
        <>
          <h3 className={styles.legend}>{text(m.skippedHeading)}</h3>
          <p>{text(v.skipped, { count: skippedCount })}</p>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>{text(m.row)}</th>
                  <th scope="col" className={styles.cell}>{text(m.reason)}</th>
                </tr>
              </thead>
              <tbody>
                {report.skippedRows.map((skip) => (
                  <tr key={skip.row}>
                    <td className={styles.cell}>{skip.row}</td>
                    <td className={styles.cell}>
                      {text(m[skip.reason])}
                      {skip.value ? ` (“${skip.value}”)` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}
