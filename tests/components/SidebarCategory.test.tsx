import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { SidebarCategory } from '@/components/docs/SidebarCategory';
import { SidebarLink } from '@/components/docs/SidebarLink';
import { stubMatchMedia } from './matchMedia';
import type { ClientSidebarItem } from '@/lib/content/sidebar';

const mockedPush = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: () => ({ push: mockedPush, prefetch: jest.fn() }) }));
const mockedPathname = jest.mocked(usePathname);
beforeEach(() => mockedPush.mockClear());

let keyCounter = 0;

/** Stand-ins for the DocSidebar.css class names the sidebar passes from the server. */
const classNames = { button: 'category-button', list: 'list', link: 'link', fallback: 'category-link', status: 'category-status' };

/** Renders a category's items, as DocSidebarTree does. */
const links = (items: ClientSidebarItem[]) =>
  items.map((item) => (
    <li key={item.href}>
      <SidebarLink href={item.href!} label={item.label} className="link" />
    </li>
  ));

/** The Guides category; each test gets its own key, since collapse choices are remembered per key. */
function Guides({ collapsed, categoryKey }: { collapsed: boolean; categoryKey: string }) {
  return (
    <ul>
      <SidebarCategory
        item={{
          label: 'Guides',
          key: categoryKey,
          collapsed,
          items: [
            { label: 'Installation', href: '/installation' },
            { label: 'Customization', href: '/customization' },
          ],
        }}
        classNames={classNames}
      >
        {links}
      </SidebarCategory>
    </ul>
  );
}

function renderGuides(collapsed: boolean, categoryKey = `Guides-${++keyCounter}`) {
  const view = render(<Guides collapsed={collapsed} categoryKey={categoryKey} />);
  const button = screen.getByRole('button', { name: 'Guides' });
  return { ...view, button, categoryKey };
}

/** The list the button controls (rendered from the first expand on). */
const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

const visibleLinks = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('SidebarCategory', () => {
  beforeEach(() => {
    stubMatchMedia(() => false);
    mockedPathname.mockReturnValue('/');
  });

  it('starts collapsed when the sidebar says so: no links, and no list until it is first expanded', () => {
    const { button, container } = renderGuides(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');
    expect(container.querySelectorAll('ul ul')).toHaveLength(0);
    expect(visibleLinks()).toEqual([]);
  });

  it('gives the stylesheet its classes, the chevron direction following aria-expanded', () => {
    const { button } = renderGuides(true);
    expect(button).toHaveClass('category-button');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('span')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(listOf(button)).toHaveClass('list');
  });

  it('renders a collapsed category\'s list and items only once it is first expanded, and keeps them', () => {
    const { button } = renderGuides(true);
    fireEvent.click(button);
    const list = listOf(button);
    expect(list.querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(button);
    expect(listOf(button)).toBe(list);
    expect(list.querySelectorAll('li')).toHaveLength(2);
  });

  it('starts expanded when the sidebar says collapsed: false', () => {
    const { button } = renderGuides(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(visibleLinks()).toEqual(['Installation', 'Customization']);
  });

  it('expands on click, showing its links, and collapses again on a second click', () => {
    const { button } = renderGuides(true);
    fireEvent.click(button);
    const list = listOf(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual(['Installation', 'Customization']);

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.transitionEnd(list);
    expect(visibleLinks()).toEqual([]);
  });

  it('starts expanded when it holds the page being read, even if collapsed by default', () => {
    mockedPathname.mockReturnValue('/installation.html');
    const { button } = renderGuides(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Installation' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens when the reader navigates to one of its docs', () => {
    const { button, rerender, categoryKey } = renderGuides(true);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    mockedPathname.mockReturnValue('/customization');
    rerender(<Guides collapsed categoryKey={categoryKey} />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('remembers the reader’s choice when it is mounted again (client navigation, mobile menu)', () => {
    const first = renderGuides(false);
    fireEvent.click(first.button);
    expect(first.button).toHaveAttribute('aria-expanded', 'false');
    first.unmount();

    const second = renderGuides(false, first.categoryKey);
    expect(second.button).toHaveAttribute('aria-expanded', 'false');
    expect(visibleLinks()).toEqual([]);
  });

  it('animates the height, in 1 ms when the reader prefers reduced motion, from 0 for a list mounted as it first expands', () => {
    stubMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    const { button } = renderGuides(true);
    fireEvent.click(button);
    const list = listOf(button);
    expect(list.style.transition).toBe('height 1ms ease-in-out');
    expect(list.style.visibility).toBe('');
    fireEvent.transitionEnd(list);
    expect(list.style.transition).toBe('');
    expect(list.style.height).toBe('');
  });
});

describe('SidebarCategory with a page of its own', () => {
  beforeEach(() => {
    stubMatchMedia(() => false);
    mockedPathname.mockReturnValue('/');
  });

  function renderLinked(pathname: string) {
    mockedPathname.mockReturnValue(pathname);
    render(
      <ul>
        <SidebarCategory
          item={{ label: 'Basics', key: `Basics-${++keyCounter}`, collapsed: true, href: '/category/basics', items: [{ label: 'First steps', href: '/first-steps' }] }}
          classNames={classNames}
        >
          {links}
        </SidebarCategory>
      </ul>,
    );
  }

  it('links its label to its page and keeps a separate toggle', () => {
    renderLinked('/');
    expect(screen.getByRole('link', { name: 'Basics' })).toHaveAttribute('href', '/category/basics');
    // Named as Docusaurus names its caret, by what it does: not a second "Basics".
    const button = screen.getByRole('button', { name: "Expand sidebar category 'Basics'" });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName("Collapse sidebar category 'Basics'");
    expect(screen.getByRole('link', { name: 'First steps' })).toBeInTheDocument();
  });

  it('opens on its own page, its link marked as the current page; a click on that link toggles it and stays', () => {
    renderLinked('/category/basics');
    const link = screen.getByRole('link', { name: 'Basics' });
    expect(link).toHaveAttribute('aria-current', 'page');
    const button = screen.getByRole('button', { name: "Collapse sidebar category 'Basics'" });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(fireEvent.click(link)).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(link);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mockedPush).not.toHaveBeenCalled();
  });

  it('from another page, following its link opens it and navigates', () => {
    renderLinked('/');
    fireEvent.click(screen.getByRole('link', { name: 'Basics' }));
    expect(screen.getByRole('button', { name: "Collapse sidebar category 'Basics'" })).toHaveAttribute('aria-expanded', 'true');
    expect(mockedPush).toHaveBeenCalledWith('/category/basics', { scroll: false });
  });

  it('shows the label of a category that neither links nor collapses as text', () => {
    render(
      <ul>
        <SidebarCategory item={{ label: 'Static', key: 'Static', collapsed: false, static: true, items: [] }} classNames={classNames}>
          {links}
        </SidebarCategory>
      </ul>,
    );
    expect(screen.getByText('Static', { selector: 'span' })).toHaveClass('category-button');
  });
});

describe('SidebarCategory sent without its items (lazy)', () => {
  const items = [
    { label: 'Alpha', href: '/alpha' },
    { label: 'Zeta', href: '/zeta' },
  ];
  let fetchMock: jest.Mock;

  beforeEach(() => {
    stubMatchMedia(() => false);
    mockedPathname.mockReturnValue('/');
    fetchMock = jest.fn(async () => ({ ok: true, json: async () => items }));
    global.fetch = fetchMock;
  });

  function renderLazy(src: string) {
    return render(
      <ul>
        <SidebarCategory item={{ label: 'Guides', key: src, collapsed: true, items: [], src, first: '/base/alpha' }} classNames={classNames}>
          {links}
        </SidebarCategory>
      </ul>,
    );
  }

  it('links its label to its first page for readers without JavaScript (the stylesheet shows one or the other)', () => {
    renderLazy('/sidebar/docs/a.json');
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/base/alpha');
    expect(screen.getByRole('link', { name: 'Guides' })).toHaveClass('category-link');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches its items file on first expand, then opens showing them; later toggles fetch nothing', async () => {
    renderLazy('/sidebar/docs/b.json');
    const button = screen.getByRole('button', { name: 'Guides' });
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledWith('/sidebar/docs/b.json');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Guides', 'Alpha', 'Zeta']);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('renders from the loaded items when mounted again in this page life (client navigation), fetching nothing', async () => {
    const first = renderLazy('/sidebar/docs/c.json');
    fireEvent.click(screen.getByRole('button', { name: 'Guides' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zeta' })).toBeInTheDocument());
    first.unmount();
    renderLazy('/sidebar/docs/c.json');
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Zeta' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('SidebarCategory moving between its whole and lazy forms (client navigation)', () => {
  const items = [
    { label: 'Alpha', href: '/alpha' },
    { label: 'Zeta', href: '/zeta' },
  ];
  let fetchMock: jest.Mock;
  let counter = 0;

  beforeEach(() => {
    stubMatchMedia(() => false);
    fetchMock = jest.fn(async () => ({ ok: true, json: async () => items }));
    global.fetch = fetchMock;
  });

  /** The category as a page sends it: whole (a page inside it) or lazy (a page elsewhere). */
  function Category({ lazy, src, categoryKey }: { lazy: boolean; src: string; categoryKey: string }) {
    const item = lazy
      ? { label: 'Guides', key: categoryKey, collapsed: true, items: [], src, first: '/alpha' }
      : { label: 'Guides', key: categoryKey, collapsed: true, items, src };
    return (
      <ul>
        <SidebarCategory item={item} classNames={classNames}>
          {links}
        </SidebarCategory>
      </ul>
    );
  }

  function setup() {
    counter += 1;
    return { src: `/sidebar/docs/moving-${counter}.json`, categoryKey: `Moving-${counter}` };
  }

  it('stays open with its items when the reader leaves it for a page that sends it lazy, fetching nothing', () => {
    const { src, categoryKey } = setup();
    mockedPathname.mockReturnValue('/alpha');
    const view = render(<Category lazy={false} src={src} categoryKey={categoryKey} />);
    mockedPathname.mockReturnValue('/elsewhere');
    view.rerender(<Category lazy src={src} categoryKey={categoryKey} />);
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
    expect(visibleLinks()).toEqual(['Guides', 'Alpha', 'Zeta']);
    // Mounted anew (the docs layout takes the sidebar over from the first page; the mobile menu): the same.
    view.unmount();
    render(<Category lazy src={src} categoryKey={categoryKey} />);
    expect(screen.getByRole('button', { name: 'Guides' })).toHaveAttribute('aria-expanded', 'true');
    expect(visibleLinks()).toEqual(['Guides', 'Alpha', 'Zeta']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays shut, not open and empty, when the same key comes lazy with an items file this page does not have (another sidebar)', async () => {
    const { src, categoryKey } = setup();
    mockedPathname.mockReturnValue('/alpha');
    const view = render(<Category lazy={false} src={src} categoryKey={categoryKey} />);
    mockedPathname.mockReturnValue('/elsewhere');
    view.rerender(<Category lazy src={`${src}.other`} categoryKey={categoryKey} />);
    const button = screen.getByRole('button', { name: 'Guides' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(fetchMock).toHaveBeenCalledWith(`${src}.other`);
  });

  it('shows its items, the current one marked, when the reader comes back into it; its toggle then only collapses it', () => {
    const { src, categoryKey } = setup();
    mockedPathname.mockReturnValue('/elsewhere');
    const view = render(<Category lazy src={src} categoryKey={categoryKey} />);
    const button = screen.getByRole('button', { name: 'Guides' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    mockedPathname.mockReturnValue('/zeta');
    view.rerender(<Category lazy={false} src={src} categoryKey={categoryKey} />);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Zeta' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('SidebarCategory whose items file is slow or fails', () => {
  const items = [{ label: 'Alpha', href: '/alpha' }];
  let counter = 0;

  beforeEach(() => {
    stubMatchMedia(() => false);
    mockedPathname.mockReturnValue('/');
  });

  function renderLazy() {
    counter += 1;
    const src = `/sidebar/docs/slow-${counter}.json`;
    render(
      <ul>
        <SidebarCategory item={{ label: 'Guides', key: src, collapsed: true, items: [], src, first: '/base/alpha' }} classNames={classNames}>
          {links}
        </SidebarCategory>
      </ul>,
    );
    return { src, button: screen.getByRole('button', { name: 'Guides' }) };
  }

  it('says it is loading, and a second click while it loads sends no second request', async () => {
    let respond: (value: unknown) => void = () => {};
    const fetchMock = jest.fn(() => new Promise((resolve) => (respond = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { button } = renderLazy();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => respond({ ok: true, json: async () => items }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('link', { name: 'Alpha' })).toBeInTheDocument();
  });

  it('keeps the reader on the page when the file cannot load: a message, Retry, and a link to its first page', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 503, json: async (): Promise<unknown> => [] }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { button, src } = renderLazy();
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the pages of Guides.');
    expect(within(alert).getByRole('link', { name: 'Open its first page' })).toHaveAttribute('href', '/base/alpha');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fetchMock.mockImplementation(async () => ({ ok: true, status: 200, json: async () => items }));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Alpha' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(src);
  });
});
