import { useMemo, useRef, useState } from 'react';
import type { LanguageCode, Theme } from '../../../domain/preferences';
import { orderSidebarLinks, sidebarLinkIds, type SidebarLinkId } from '../../../domain/sidebarLinks';
import { useSavePreference } from '../../auth/AuthProvider';
import { useLanguage } from '../../i18n/I18nProvider';
import { useLocalSession } from '../../session/useLocalSession';
import { useToast } from '../../shell/ToastProvider';
import { useTheme } from '../../theme/ThemeProvider';
import { settingsToastMessages as toasts } from './messages';
import { SettingsScreen, type MoveDirection } from './SettingsScreen';

/**
 * /settings. Theme and language apply at once and are then saved to the user (spec §4); the link
 * order is saved on every move, and the sidebar follows because it reads the local user, which
 * a successful save updates. A failed link save puts the list back to the saved order.
 */
export function SettingsRoute() {
  const savePreference = useSavePreference();
  const toast = useToast();
  // After a language switch the toast must be in the new language, so the await reads the
  // latest toast API (which translates with the current intl) rather than the one it closed over.
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const { language, setLanguage } = useLanguage();
  const { theme, setTheme } = useTheme();
  const savedOrder = useLocalSession().user?.preferences.linkOrder;
  // The order shown while a save is in flight; null shows the saved one.
  const [pendingOrder, setPendingOrder] = useState<SidebarLinkId[] | null>(null);
  const [savingCount, setSavingCount] = useState(0);
  const latestSave = useRef(0);
  const links = useMemo(() => orderSidebarLinks(pendingOrder ?? savedOrder), [pendingOrder, savedOrder]);

  const changeTheme = async (next: Theme) => {
    setTheme(next);
    if (!(await savePreference({ theme: next }))) toastRef.current.show(toasts.preferencesFailed, { kind: 'error' });
  };

  const changeLanguage = async (next: LanguageCode) => {
    setLanguage(next);
    const saved = await savePreference({ language: next });
    toastRef.current.show(saved ? toasts.savedLanguage : toasts.languageFailed, { kind: saved ? 'success' : 'error' });
  };

  /** Shows `shown` at once and saves `order` (null clears the saved order, so the default applies). */
  const saveOrder = async (shown: SidebarLinkId[], order: SidebarLinkId[] | null) => {
    const save = ++latestSave.current;
    setPendingOrder(shown);
    setSavingCount((count) => count + 1);
    try {
      const saved = await savePreference({ linkOrder: order });
      toastRef.current.show(saved ? toasts.savedLinks : toasts.linksFailed, { kind: saved ? 'success' : 'error' });
      // Only the last move decides what is shown; an earlier answer must not undo a later move.
      if (save === latestSave.current) setPendingOrder(null);
    } finally {
      setSavingCount((count) => count - 1);
    }
  };

  const moveLink = (id: SidebarLinkId, direction: MoveDirection) => {
    const ids = links.map((link) => link.id);
    const from = ids.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void saveOrder(ids, ids);
  };

  return (
    <SettingsScreen
      theme={theme}
      language={language}
      links={links}
      isSavingLinks={savingCount > 0}
      onThemeChange={(next) => void changeTheme(next)}
      onLanguageChange={(next) => void changeLanguage(next)}
      onMoveLink={moveLink}
      onResetLinks={() => void saveOrder(sidebarLinkIds.slice(), null)}
    />
  );
}
