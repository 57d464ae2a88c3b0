import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { NavbarDropdown, type DropdownItem } from '@/components/layout/NavbarDropdown';
import { resetStorageForTests } from '@/lib/browser/storage';
import { stubMatchMedia } from './matchMedia';

jest.mock('next/navigation', () => ({ usePathname: jest.fn(), useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));
const mockedPathname = jest.mocked(usePathname);

const VERSION_KEY = 'docs-preferred-version-default';
const items: DropdownItem[] = [
  { label: 'Next', href: '/', active: true, remember: { key: VERSION_KEY, value: 'current' } },
  { label: '2.x', href: '/docs/2.x', remember: { key: VERSION_KEY, value: '2.x' } },
  { label: '1.x', href: '/docs/1.x', remember: { key: VERSION_KEY, value: '1.x' } },
];

// jsdom cannot navigate; keep link clicks on the page.
const preventNavigation = (event: MouseEvent) => event.preventDefault();
beforeAll(() => document.addEventListener('click', preventNavigation));
afterAll(() => document.removeEventListener('click', preventNavigation));

function renderDropdown() {
  render(
    <>
      <NavbarDropdown label="Next" ariaLabel="Docs version: Next" items={items} />
      <button type="button">Outside</button>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Docs version: Next' }) };
}

const menuLinks = () => screen.queryAllByRole('link');

describe('NavbarDropdown', () => {
  beforeEach(() => {
    stubMatchMedia((query) => query === '(hover: hover)');
    mockedPathname.mockReturnValue('/installation');
    resetStorageForTests();
    window.localStorage.clear();
  });

  it('starts closed, with its items hidden', () => {
    const { button } = renderDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuLinks()).toHaveLength(0);
  });

  it('uses the plain class names of NavbarDropdown.css', () => {
    render(<NavbarDropdown label="English" items={items} icon={<svg data-testid="icon" />} />);
    const button = screen.getByRole('button', { name: 'English' });
    expect(button).toHaveClass('navbar-dropdown__button');
    expect(button.parentElement).toHaveClass('navbar-dropdown');
    expect(button.querySelector('.navbar-dropdown__caret')).toHaveAttribute('aria-hidden', 'true');
    expect(button).toContainElement(screen.getByTestId('icon'));
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveClass('navbar-dropdown__menu');
  });

  it('opens and closes on click, showing its items with the active one marked', () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menuLinks().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Next', '/'],
      ['2.x', '/docs/2.x'],
      ['1.x', '/docs/1.x'],
    ]);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: '2.x' })).not.toHaveAttribute('aria-current');
    // Highlighted by NavbarDropdown.css, from aria-current.
    expect(screen.getByRole('link', { name: 'Next' })).toHaveClass('navbar-dropdown__item');
    expect(screen.getByRole('link', { name: '2.x' })).toHaveClass('navbar-dropdown__item');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('list').id);

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menuLinks()).toHaveLength(0);
  });

  it('opens on ArrowDown and focuses the first item; arrows move the focus and wrap around', async () => {
    const { button } = renderDropdown();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus());

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: '2.x' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: '1.x' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(screen.getByRole('link', { name: '1.x' })).toHaveFocus();
  });

  it('opens on ArrowUp and focuses the last item', async () => {
    const { button } = renderDropdown();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByRole('link', { name: '1.x' })).toHaveFocus());
  });

  it('closes on Escape and returns the focus to the button', async () => {
    const { button } = renderDropdown();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus());

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(menuLinks()).toHaveLength(0);
  });

  it('remembers the chosen item (the preferred docs version) and closes, once the browser has followed the link', async () => {
    const { button } = renderDropdown();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('link', { name: '2.x' }));
    expect(window.localStorage.getItem(VERSION_KEY)).toBe('2.x');
    // Still open as the click's default action runs (a Ctrl-click opens the href shown), closed a task later.
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('stores nothing for an item without a value to remember', () => {
    render(<NavbarDropdown label="Links" items={[{ label: 'Home', href: '/' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Links' }));
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(window.localStorage.length).toBe(0);
  });

  it('links an item without href to the current page, in its language (the language menu)', () => {
    render(<NavbarDropdown label="English" ariaLabel="Language: English" items={[{ label: 'English', lang: 'en', active: true }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/installation');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('aria-current', 'true');
  });

  it('closes when the focus leaves it (Tab away)', async () => {
    const { button } = renderDropdown();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Next' })).toHaveFocus());
    act(() => screen.getByRole('link', { name: '2.x' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover where the device can hover', () => {
    const { button } = renderDropdown();
    fireEvent.mouseEnter(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores hover on touch screens', () => {
    stubMatchMedia(() => false);
    const { button } = renderDropdown();
    fireEvent.mouseEnter(button.parentElement!);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
