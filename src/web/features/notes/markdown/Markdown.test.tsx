// What a reader of an entry notices: Markdown is formatted, and nothing in an entry can run
// script or pass for the app's own markup.
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Markdown } from './Markdown';

const render = (element: ReactElement) => renderBare(<IntlProvider locale="en">{element}</IntlProvider>);

describe('Markdown', () => {
  it('formats emphasis, lists, tables and task lists', () => {
    const { container } = render(<Markdown text={'**bold** and _soft_\n\n- one\n- [x] done\n\n| a | b |\n|---|---|\n| 1 | 2 |'} />);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('soft').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Done' })).toBeChecked();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(container.querySelectorAll('td')).toHaveLength(2);
  });

  it('shows raw HTML as text instead of running it', () => {
    const { container } = render(<Markdown text={'<script>alert(1)</script><img src=x onerror="alert(2)">'} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('drops a javascript: link target and opens web links in a new tab without a referrer', () => {
    render(<Markdown text={'[bad](javascript:alert(1)) [good](https://example.com)'} />);
    expect(screen.getByText('bad').closest('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    const good = screen.getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('href', 'https://example.com');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good.getAttribute('rel')).toContain('noopener');
  });

  it('puts an entry heading below the page heading level', () => {
    render(<Markdown text={'# Title'} />);
    expect(screen.getByRole('heading', { name: 'Title' }).tagName).toBe('H3');
  });
});

describe('Markdown headings', () => {
  it("starts an entry's headings at the level under the page's sections, keeping their steps", () => {
    render(<Markdown text={'## Plan\n\ntext\n\n### Steps\n\nmore'} />);
    expect(screen.getByRole('heading', { name: 'Plan' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Steps' }).tagName).toBe('H4');
  });

  it('lets the keyboard reach a code block that scrolls', () => {
    render(<Markdown text={'```\nconst x = 1;\n```'} />);
    expect(screen.getByText('const x = 1;').closest('pre')).toHaveAttribute('tabindex', '0');
  });
});
