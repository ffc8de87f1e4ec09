import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import type { RecipeCollection } from '../queries';
import { TextAreaField } from '../TextAreaField';
import { importMessages as m } from './importMessages';

export interface ImportChoicesProps {
  /** A problem to show above Preview (nothing chosen, too many addresses). */
  problem: string | undefined;
  collections: readonly RecipeCollection[];
  /** The chosen collection's id, '' for none. */
  collectionId: string;
  onCollection: (id: string) => void;
  /** The chosen files' names. */
  fileNames: readonly string[];
  onChooseFiles: (files: File[]) => void;
  addressText: string;
  onAddressText: (text: string) => void;
  onPreview: () => void;
}

/** The collection, the files and the addresses, and Preview. */
export function ImportChoices({
  problem,
  collections,
  collectionId,
  onCollection,
  fileNames,
  onChooseFiles,
  addressText,
  onAddressText,
  onPreview,
}: ImportChoicesProps) {
  const intl = useIntl();
  const selectId = useId();
  const filesId = useId();
  const filesHintId = useId();
  return (
    <form
      className={form.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onPreview();
      }}
    >
      <div className={form.field}>
        <label htmlFor={selectId} className={form.label}>
          {intl.formatMessage(m.collection)}
        </label>
        <select id={selectId} className={form.control} value={collectionId} onChange={(event) => onCollection(event.target.value)}>
          {collectionId === '' && <option value="" />}
          {collections.map((collection) => (
            <option key={collection._id} value={collection._id}>
              {collection.name}
            </option>
          ))}
        </select>
      </div>
      <div className={form.field}>
        <label htmlFor={filesId} className={form.label}>
          {intl.formatMessage(m.files)}
        </label>
        <input
          id={filesId}
          type="file"
          multiple
          accept=".json,.jsonld,application/json,application/ld+json"
          aria-describedby={filesHintId}
          onChange={(event) => onChooseFiles([...(event.target.files ?? [])])}
        />
        <p id={filesHintId} className={form.hint}>
          {fileNames.length > 0 ? fileNames.join(', ') : intl.formatMessage(m.filesHint)}
        </p>
      </div>
      <TextAreaField
        label={intl.formatMessage(m.addresses)}
        hint={intl.formatMessage(m.addressesHint)}
        value={addressText}
        rows={5}
        placeholder="https://"
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onAddressText(event.target.value)}
      />
      {problem !== undefined && (
        <p role="alert" className={form.fieldError}>
          {problem}
        </p>
      )}
      <div className={form.actions}>
        <Button type="submit" variant="primary">
          {intl.formatMessage(m.preview)}
        </Button>
      </div>
    </form>
  );
}
