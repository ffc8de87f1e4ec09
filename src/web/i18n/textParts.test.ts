// Proves the split of the texts holds for every area: what the shell shows on any screen (sidebar
// and bottom-bar labels) is a shell text, and every screen whose texts are not all the shell's
// loads its area's texts with its code, so no built screen can draw before its texts are in.
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { appAreas } from '../appAreas';
import type { LoadsAreaTexts } from '../router/areaScreen';
import { buildRouteTree } from '../router/routeTree';
import { bottomBarLinks, defaultSidebarLinks } from '../testing/appLinks';
import { isShellText, sharedTextPart } from './textParts';

function routesOf(route: AnyRoute): AnyRoute[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  return [route, ...Object.values(children).flatMap(routesOf)];
}

const screens = routesOf(buildRouteTree(appAreas)).filter((route) => route.options.component && route.options.staticData?.area);

describe('text parts', () => {
  it('has every sidebar and bottom-bar label among the shell texts', () => {
    for (const link of [...defaultSidebarLinks, ...bottomBarLinks]) expect(isShellText(String(link.label.id)), link.id).toBe(true);
  });

  it("loads an area's texts with each of its screens that shows more than the shell's", () => {
    expect(screens.length).toBeGreaterThan(20);
    for (const route of screens) {
      const { area, title } = route.options.staticData!;
      const component = route.options.component as Partial<LoadsAreaTexts> & { preload?: unknown };
      const lazy = typeof component.preload === 'function';
      if (lazy || (title && !isShellText(String(title.id)))) expect(component.loadsTextsOf, route.id).toBe(area);
    }
  });

  it('keeps the unit names out of the shell (and so out of /login): they load with the screens that show amounts', () => {
    expect(sharedTextPart('components.units.tbsp')).toBe('units');
    expect(sharedTextPart('components.share.copy')).toBe('signedIn');
    expect(sharedTextPart('shell.skipLink.label')).toBe('shell');
  });

  it('keeps screen texts out of the shell', () => {
    expect(isShellText('notes.area.name')).toBe(true);
    expect(isShellText('notFound.screen.heading')).toBe(true);
    expect(isShellText('accounts.loginForm.heading')).toBe(false);
    expect(isShellText('settings.settingsScreen.tags')).toBe(false);
  });
});
