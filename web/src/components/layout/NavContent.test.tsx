import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../lib/i18n';
import { NAV_SECTIONS } from './navSections';
import { NavContent } from './NavContent';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('NavContent', () => {
  it.each([false, true])('holds every link in a list item (collapsed: %s)', (isCollapsed) => {
    render(
      <MemoryRouter>
        <NavContent isCollapsed={isCollapsed} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const lists = Array.from(nav.querySelectorAll('ul'));
    expect(lists).toHaveLength(NAV_SECTIONS.length);
    // Screen readers and Lighthouse's list audit accept only <li> (and scripts) as a list's children.
    const children = lists.flatMap((list) => Array.from(list.children));
    expect(children.filter((child) => child.tagName !== 'LI')).toEqual([]);
    const links = nav.querySelectorAll('a');
    expect(links.length).toBe(NAV_SECTIONS.reduce((sum, section) => sum + section.items.length, 0));
    for (const link of links) expect(link.parentElement?.tagName).toBe('LI');
  });
});
