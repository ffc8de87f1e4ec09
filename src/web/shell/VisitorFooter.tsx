import { LanguageSwitch } from '../components/LanguageSwitch';
import { ThemeToggle } from '../components/ThemeToggle';
import * as styles from './Footer.css';

/**
 * The footer logged out (e.g. on /login): no navbar, settings or sidebar there, so it carries the
 * theme and language switches instead. Its own file, so the sign-in screen does not load the
 * signed-in footer (Footer.tsx, with the user menu), which comes with the signed-in shell.
 */
export function VisitorFooter({ inert }: { inert?: boolean }) {
  return (
    <footer className={styles.footer} inert={inert}>
      <span className={styles.spacer} />
      <ThemeToggle />
      <LanguageSwitch />
    </footer>
  );
}

/** The footer's place while the signed-in footer loads (just after a sign-in), so nothing moves. */
export function FooterPlaceholder({ inert }: { inert?: boolean }) {
  return <footer className={styles.footer} inert={inert} />;
}
