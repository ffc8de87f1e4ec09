import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './MenuButton.css';

export interface MenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  /** Checkbox and radio items show and announce whether they are checked. */
  kind?: 'action' | 'checkbox' | 'radio';
  checked?: boolean;
  /** For items written in another language (a language's own name), so it is pronounced right. */
  lang?: string;
  icon?: ReactNode;
}

/** Items that belong together, such as the language choices; announced with the group's label. */
export interface MenuGroup {
  key: string;
  label: string;
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export interface MenuButtonProps {
  /** The trigger's accessible name. If `text` is shown, the label must contain it (WCAG 2.5.3). */
  label: string;
  icon?: ReactNode;
  /** Visible text beside the icon. */
  text?: ReactNode;
  entries: MenuEntry[];
  placement?: keyof typeof styles.menu;
}

const isGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;
const roleOf = { action: 'menuitem', checkbox: 'menuitemcheckbox', radio: 'menuitemradio' } as const;

/**
 * A button that opens a menu, following the WAI-ARIA APG menu-button pattern:
 * Enter, Space and ArrowDown open it on the first item, ArrowUp on the last; arrows, Home and End
 * move; Escape closes and returns focus to the button; Tab or a click elsewhere closes it.
 * Choosing an item runs it, closes the menu and returns focus to the button.
 */
export function MenuButton({ label, icon, text, entries, placement = 'bottom-end' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const triggerId = useId();
  const menuId = useId();

  const items = entries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));
  const count = items.length;

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    // Enter and Space arrive as a click, which the button handles natively.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active + 1) % count,
      ArrowUp: () => (active - 1 + count) % count,
      Home: () => 0,
      End: () => count - 1,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // Keeps an enclosing drawer from also closing on the same Escape.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (item: MenuItem) => {
    item.onSelect();
    close(true);
  };

  const renderItem = (item: MenuItem) => {
    const index = items.indexOf(item);
    const kind = item.kind ?? 'action';
    return (
      <li role="none" key={item.key}>
        <button
          ref={(element) => {
            itemRefs.current[index] = element;
          }}
          type="button"
          role={roleOf[kind]}
          aria-checked={kind === 'action' ? undefined : Boolean(item.checked)}
          tabIndex={-1}
          lang={item.lang}
          className={styles.item}
          onClick={() => choose(item)}
          onFocus={() => setActive(index)}
        >
          {kind !== 'action' && (
            <span className={styles.check} aria-hidden="true">
              {item.checked ? '✓' : ''}
            </span>
          )}
          {item.icon}
          {item.label}
        </button>
      </li>
    );
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        {icon}
        {text !== undefined && <span className={styles.triggerText}>{text}</span>}
      </button>
      {/* Always in the DOM (hidden when closed) so aria-controls never points at nothing. */}
      <ul id={menuId} role="menu" aria-labelledby={triggerId} hidden={!open} className={styles.menu[placement]} onKeyDown={onMenuKeyDown}>
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li role="none" key={entry.key}>
              <ul role="group" aria-label={entry.label} className={styles.group}>
                <li role="none" aria-hidden="true" className={styles.groupLabel}>
                  {entry.label}
                </li>
                {entry.items.map(renderItem)}
              </ul>
            </li>
          ) : (
            renderItem(entry)
          ),
        )}
      </ul>
    </div>
  );
}
