// Proves spec §2's screen lists in the sidebar: a screen's <SidebarSection> shows under the area
// links, as a headed list of links, only while that screen is shown.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell } from '../testing/renderWithShell';
import { testUser } from '../testing/testUser';
import { AppShell } from './AppShell';
import { SidebarSection } from './sidebarSection';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

function Page() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <h1>Page</h1>
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
      {shown && (
        <SidebarSection
          label="Collections"
          links={[
            { key: 'a', label: 'Journal', to: '/notes-collection/a' },
            { key: 'b', label: 'Books', to: '/notes-collection/b' },
          ]}
        />
      )}
    </>
  );
}

describe('SidebarSection', () => {
  it("lists the screen's links under the area links and leaves with the screen", async () => {
    const { user } = await renderWithShell(<AppShell><Page /></AppShell>, { user: testUser() });
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    const section = await within(sidebar).findByRole('region', { name: 'Collections' });
    expect(within(section).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Journal', '/notes-collection/a'],
      ['Books', '/notes-collection/b'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(within(sidebar).queryByRole('region', { name: 'Collections' })).toBeNull();
  });

  it('shows its empty text when there is nothing to list', async () => {
    function Empty() {
      return <SidebarSection label="Notes" links={[]} empty="No notes yet" />;
    }
    await renderWithShell(<AppShell><Empty /></AppShell>, { user: testUser() });
    const sidebar = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(sidebar).findByText('No notes yet')).toBeInTheDocument();
  });
});
