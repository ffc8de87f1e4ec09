import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import * as form from '../../../components/form/form.css';
import { TextField } from '../../../components/form/TextField';
import { generatorMessages as m } from '../screenMessages';
import * as styles from '../vault.css';
import { characterClasses, generatePassword, passwordLength, type CharacterClass } from './generatePassword';
import { generatePassphrase, passphraseWords } from './generatePassphrase';

const classNames = Object.keys(characterClasses) as CharacterClass[];
const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, Math.round(value) || min));

export interface GeneratorPanelProps {
  /** Puts the generated password in the form's password field. */
  onUse: (password: string) => void;
  onClose: () => void;
}

/**
 * Makes a password of chosen length and character classes, or a passphrase of EFF words, with the
 * browser's crypto randomness (generatePassword.ts). The word list loads when a passphrase is
 * first asked for.
 */
export function GeneratorPanel({ onUse, onClose }: GeneratorPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  const [kind, setKind] = useState<'characters' | 'passphrase'>('characters');
  const [length, setLength] = useState<number>(passwordLength.initial);
  const [classes, setClasses] = useState<CharacterClass[]>(classNames);
  const [words, setWords] = useState<number>(passphraseWords.initial);
  const [separator, setSeparator] = useState('-');
  const [result, setResult] = useState('');
  const [loadingWords, setLoadingWords] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const generate = async (event?: FormEvent) => {
    event?.preventDefault();
    if (kind === 'characters') {
      if (classes.length === 0) {
        setError(intl.formatMessage(m.oneClass));
        return;
      }
      setResult(generatePassword({ length: clamp(length, passwordLength), classes }));
      return;
    }
    setLoadingWords(true);
    try {
      setResult(await generatePassphrase({ words: clamp(words, passphraseWords), separator }));
    } finally {
      setLoadingWords(false);
    }
  };

  const toggle = (name: CharacterClass, on: boolean) => {
    setError(null);
    setClasses((current) => (on ? classNames.filter((one) => one === name || current.includes(one)) : current.filter((one) => one !== name)));
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {intl.formatMessage(m.heading)}
      </h2>
      {/* Its own form: Enter here generates, and never submits the entry around it. */}
      <div className={form.form} onKeyDown={(event) => event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT' && void generate(event)}>
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{intl.formatMessage(m.kind)}</legend>
          <div className={form.radios}>
            {(['characters', 'passphrase'] as const).map((option) => (
              <label key={option} className={form.radio}>
                <input type="radio" className={form.radioInput} name={`${headingId}-kind`} checked={kind === option} onChange={() => setKind(option)} />
                {intl.formatMessage(m[option])}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'characters' ? (
          <>
            <TextField
              type="number"
              label={intl.formatMessage(m.length)}
              min={passwordLength.min}
              max={passwordLength.max}
              value={length}
              hint={`${passwordLength.min}–${passwordLength.max}`}
              onChange={(event) => setLength(Number(event.target.value))}
              onBlur={() => setLength(clamp(length, passwordLength))}
            />
            <fieldset className={form.fieldset} aria-describedby={error ? `${headingId}-error` : undefined}>
              <legend className={form.legend}>{intl.formatMessage(m.characters)}</legend>
              {classNames.map((name) => (
                <label key={name} className={form.radio}>
                  <input type="checkbox" className={form.radioInput} checked={classes.includes(name)} onChange={(event) => toggle(name, event.target.checked)} />
                  {intl.formatMessage(m[name])}
                </label>
              ))}
              {error ? (
                <p id={`${headingId}-error`} className={form.fieldError} role="alert">
                  {error}
                </p>
              ) : null}
            </fieldset>
          </>
        ) : (
          <>
            <TextField
              type="number"
              label={intl.formatMessage(m.words)}
              min={passphraseWords.min}
              max={passphraseWords.max}
              value={words}
              hint={`${passphraseWords.min}–${passphraseWords.max}`}
              onChange={(event) => setWords(Number(event.target.value))}
              onBlur={() => setWords(clamp(words, passphraseWords))}
            />
            <TextField label={intl.formatMessage(m.separator)} value={separator} maxLength={5} autoComplete="off" onChange={(event) => setSeparator(event.target.value)} />
          </>
        )}
        <div className={form.actions}>
          <Button variant="primary" disabled={loadingWords} aria-busy={loadingWords} onClick={() => void generate()}>
            {intl.formatMessage(m.generate)}
          </Button>
          <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
        </div>
        {loadingWords ? (
          <p className={styles.muted} role="status">
            {intl.formatMessage(m.loadingWords)}
          </p>
        ) : null}
        {result ? (
          <div className={form.field}>
            <span className={form.label} id={`${headingId}-result`}>
              {intl.formatMessage(m.result)}
            </span>
            <output aria-labelledby={`${headingId}-result`} className={styles.secret} aria-live="polite">
              {result}
            </output>
            <div className={form.actions}>
              <Button onClick={() => onUse(result)}>{intl.formatMessage(m.use)}</Button>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
