import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { NavbarShell } from '@/components/layout/NavbarShell';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));
const mockedPathname = jest.mocked(usePathname);

const FLAG = 'NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL';
const initialFlag = process.env[FLAG];

function renderNavbar(hideOnScroll: boolean) {
  const view = render(
    <NavbarShell hideOnScroll={hideOnScroll} className="navbar" hiddenClassName="navbar--hidden">
      <a href="/">Docs</a>
    </NavbarShell>,
  );
  return { ...view, nav: screen.getByRole('navigation', { name: 'Main' }) };
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => {
  mockedPathname.mockReturnValue('/');
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});

afterEach(() => {
  if (initialFlag === undefined) delete process.env[FLAG];
  else process.env[FLAG] = initialFlag;
});

describe('NavbarShell without hide on scroll (the default build)', () => {
  it('is the main navigation, with the class name given by the server', () => {
    delete process.env[FLAG];
    const { nav } = renderNavbar(true);
    expect(nav).toHaveClass('navbar');
    expect(nav).toHaveTextContent('Docs');
  });

  it('stays visible when the page scrolls', () => {
    delete process.env[FLAG];
    const { nav } = renderNavbar(true);
    scrollTo(500);
    scrollTo(1000);
    expect(nav).not.toHaveClass('navbar--hidden');
    expect(nav).not.toHaveAttribute('data-hidden');
  });

  it('stays visible when the build flag is on but the site config turns it off', () => {
    process.env[FLAG] = '1';
    const { nav } = renderNavbar(false);
    scrollTo(500);
    scrollTo(1000);
    expect(nav).not.toHaveClass('navbar--hidden');
  });
});

describe('NavbarShell with hide on scroll (NEXT_PUBLIC_NAVBAR_HIDE_ON_SCROLL=1)', () => {
  beforeEach(() => {
    // jsdom has no layout: give the navbar its real height (3.75rem).
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(60);
    process.env[FLAG] = '1';
  });

  const isHidden = (nav: HTMLElement) => nav.classList.contains('navbar--hidden') && nav.getAttribute('data-hidden') === 'true';

  it('starts visible, with the class name given by the server', () => {
    const { nav } = renderNavbar(true);
    expect(nav).toHaveClass('navbar');
    expect(isHidden(nav)).toBe(false);
  });

  it('slides away on scroll down and comes back on scroll up', () => {
    const { nav } = renderNavbar(true);
    scrollTo(300);
    expect(isHidden(nav)).toBe(true);
    expect(nav).toHaveClass('navbar');
    scrollTo(200);
    expect(isHidden(nav)).toBe(false);
    expect(nav).not.toHaveAttribute('data-hidden');
  });

  it('ignores scroll jitter of a pixel or two', () => {
    const { nav } = renderNavbar(true);
    scrollTo(300);
    scrollTo(299);
    expect(isHidden(nav)).toBe(true);
  });

  it('stays visible while scrolling down within the navbar height of the top', () => {
    const { nav } = renderNavbar(true);
    scrollTo(20);
    scrollTo(50);
    expect(isHidden(nav)).toBe(false);
    scrollTo(300);
    expect(isHidden(nav)).toBe(true);
  });

  it('comes back when it receives the keyboard focus', () => {
    const { nav } = renderNavbar(true);
    scrollTo(300);
    expect(isHidden(nav)).toBe(true);
    fireEvent.focus(screen.getByRole('link', { name: 'Docs' }));
    expect(isHidden(nav)).toBe(false);
  });

  it('comes back on a hash change (in-page link) and after navigating to another page', () => {
    const { nav, rerender } = renderNavbar(true);
    scrollTo(300);
    act(() => {
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(isHidden(nav)).toBe(false);

    scrollTo(600);
    expect(isHidden(nav)).toBe(true);
    mockedPathname.mockReturnValue('/installation');
    rerender(
      <NavbarShell hideOnScroll className="navbar" hiddenClassName="navbar--hidden">
        <a href="/">Docs</a>
      </NavbarShell>,
    );
    expect(isHidden(nav)).toBe(false);
  });
});
