import { useId } from 'react';
import * as page from '../page/page.css';
import { ExportButton, type ExportButtonProps } from './ExportButton';

export interface ExportSectionProps extends ExportButtonProps {
  heading: string;
  lead: string;
}

/** An area's "Export" section at the foot of its main page: what the file holds, and its download. */
export function ExportSection({ heading, lead, ...button }: ExportSectionProps) {
  const headingId = useId();
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionHeading}>
        {heading}
      </h2>
      <p className={page.muted}>{lead}</p>
      <ExportButton {...button} />
    </section>
  );
}
