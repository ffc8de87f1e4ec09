import { useMemo, useRef, useState } from 'react';
import type { LanguageCode, Theme } from '../../../domain/preferences';
import { useCurrentUser } from '../../auth/AuthProvider';
import { useSavePreferences } from '../../auth/userMutations';
import { useLanguage } from '../../i18n/I18nProvider';
import { useAreaLinks } from '../../shell/sidebarLinks';
import { useTheme } from '../../theme/ThemeProvider';
import { settingsToastMessages as toasts } from './toasts';
import { SettingsScreen, type MoveDirection } from './SettingsScreen';
import { SharedLinksSection } from './SharedLinksSection';

/**
 * /settings. Theme and language apply at once and are then saved to the user (spec §4); the link
 * order is saved on every move, and the sidebar follows because it reads the signed-in user, which
 * a successful save refreshes. A failed link save puts the list back to the saved order. The
 * toasts of spec §8 come from each save's `meta` (src/web/api/queryClient.ts).
 */
export function SettingsRoute() {
  const saveTheme = useSavePreferences({ failureToast: toasts.preferencesFailed });
  const saveLanguage = useSavePreferences({ successToast: toasts.savedLanguage, failureToast: toasts.languageFailed });
  const saveLinks = useSavePreferences({ successToast: toasts.savedLinks, failureToast: toasts.linksFailed });
  const { language, setLanguage } = useLanguage();
  const { theme, setTheme } = useTheme();
  const savedOrder = useCurrentUser()?.preferences.linkOrder;
  const { orderSidebarLinks, sidebarLinkIds } = useAreaLinks();
  // The order shown while a save is in flight; null shows the saved one.
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const latestSave = useRef(0);
  const links = useMemo(() => orderSidebarLinks(pendingOrder ?? savedOrder), [orderSidebarLinks, pendingOrder, savedOrder]);

  const changeTheme = (next: Theme) => {
    setTheme(next);
    saveTheme.mutate({ theme: next });
  };

  const changeLanguage = (next: LanguageCode) => {
    setLanguage(next);
    saveLanguage.mutate({ language: next });
  };

  /** Shows `shown` at once and saves `order` (null clears the saved order, so the default applies). */
  const saveOrder = (shown: string[], order: string[] | null) => {
    const save = ++latestSave.current;
    setPendingOrder(shown);
    // Only the last move decides what is shown; an earlier answer must not undo a later move.
    const settle = () => save === latestSave.current && setPendingOrder(null);
    saveLinks.mutateAsync({ linkOrder: order }).then(settle, settle);
  };

  const moveLink = (id: string, direction: MoveDirection) => {
    const ids = links.map((link) => link.id);
    const from = ids.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    saveOrder(ids, ids);
  };

  return (
    <SettingsScreen
      theme={theme}
      language={language}
      links={links}
      isSavingLinks={saveLinks.isPending}
      onThemeChange={changeTheme}
      onLanguageChange={changeLanguage}
      onMoveLink={moveLink}
      onResetLinks={() => saveOrder([...sidebarLinkIds], null)}
      sharedLinks={<SharedLinksSection />}
    />
  );
}
