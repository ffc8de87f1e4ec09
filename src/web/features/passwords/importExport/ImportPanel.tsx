import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import * as styles from './ImportExportSection.css';
import { ImportPreview } from './ImportPreview';
import { importMessages as m, importRefusalMessages, importValueMessages as v } from './messages';
import { PasswordAskForm } from './PasswordAskForm';
import { Progress } from './Progress';
import type { ImportFlow, ImportState } from './useImportFlow';

export type ImportPanelProps = Omit<ImportFlow, 'state'> & { state: ImportState };

/** The import's part of the section: a file field, then each step of `ImportState` in turn. */
export function ImportPanel(props: ImportPanelProps) {
  const { state } = props;
  const intl = useIntl();
  // Back at the file field after an import, a Cancel or a refusal, the focus returns to it.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  switch (state.step) {
    case 'idle':
      return <FileField onFile={props.chooseFile} panelMounted={mounted} />;
    case 'reading':
      return <Progress text={intl.formatMessage(m.reading)} />;
    case 'opening':
      return <Progress text={intl.formatMessage(v.opening, { done: state.done, total: state.total })} done={state.done} total={state.total} />;
    case 'sealing':
      return <Progress text={intl.formatMessage(v.sealing, { done: state.done, total: state.total })} done={state.done} total={state.total} />;
    case 'saving':
      return <Progress text={intl.formatMessage(m.saving)} />;
    case 'filePassword':
      return (
        <PasswordAskForm
          label={intl.formatMessage(m.filePasswordLabel)}
          submitLabel={intl.formatMessage(m.filePasswordSubmit)}
          cancelLabel={intl.formatMessage(m.cancel)}
          emptyText={intl.formatMessage(m.filePasswordEmpty)}
          error={state.wrongPassword ? intl.formatMessage(importRefusalMessages.wrongPassword, { detail: '' }) : null}
          busyText={state.busy ? intl.formatMessage(m.unlocking) : null}
          onSubmit={props.submitFilePassword}
          onCancel={props.reset}
        >
          <p className={styles.text}>{intl.formatMessage(m.filePasswordHeading)}</p>
        </PasswordAskForm>
      );
    case 'preview':
      return (
        <ImportPreview
          plan={state.plan}
          skipDuplicates={state.skipDuplicates}
          onSkipDuplicatesChange={props.setSkipDuplicates}
          onImport={props.confirm}
          onCancel={props.reset}
        />
      );
    case 'saveFailed':
      return (
        <Problem text={intl.formatMessage(v.saveFailed, { reason: intl.formatMessage(state.reason) })}>
          <Button variant="primary" onClick={props.retry}>
            {intl.formatMessage(m.tryAgain)}
          </Button>
          <Button variant="secondary" onClick={props.reset}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Problem>
      );
    case 'refused':
    case 'failed':
      return (
        <Problem
          text={
            state.step === 'refused'
              ? intl.formatMessage(importRefusalMessages[state.refusal], { detail: state.detail ?? '' })
              : intl.formatMessage(state.message)
          }
        >
          <Button variant="primary" onClick={props.reset}>
            {intl.formatMessage(m.chooseAnother)}
          </Button>
        </Problem>
      );
  }
}

/** A refusal, announced, with the buttons that lead out of it. */
function Problem({ text, children }: { text: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // The refusal replaces what the focus was on: the focus goes to the way out.
  useEffect(() => ref.current?.querySelector('button')?.focus(), []);
  return (
    <div className={styles.part} ref={ref}>
      <p role="alert" className={form.alert}>
        {text}
      </p>
      <div className={form.actions}>{children}</div>
    </div>
  );
}

/** The file field: choosing a file starts the import (the same file chosen again starts it again). */
function FileField({ onFile, panelMounted }: { onFile: (file: File) => void; panelMounted: RefObject<boolean> }) {
  const intl = useIntl();
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  // A child's effect runs before its parent's: on the panel's first render this finds it not yet mounted.
  useEffect(() => {
    if (panelMounted.current) ref.current?.focus();
  }, [panelMounted]);
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {intl.formatMessage(m.fileLabel)}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        accept=".json,.csv,application/json,text/csv"
        className={styles.fileInput}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id={`${id}-hint`} className={form.hint}>
        {intl.formatMessage(m.fileHint)}
      </p>
    </div>
  );
}
