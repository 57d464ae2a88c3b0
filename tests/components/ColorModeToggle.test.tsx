import { act, fireEvent, render, screen } from '@testing-library/react';
import { ColorModeToggle } from '@/components/theme/ColorModeToggle';
import { ThemeProvider } from '@/components/theme/ThemeProvider';
import { resetStorageForTests } from '@/lib/storage';
import { stubMatchMedia } from './matchMedia';

const LIGHT_LABEL = 'Switch between dark and light mode (currently light mode)';
const DARK_LABEL = 'Switch between dark and light mode (currently dark mode)';

/** The toggle inside the site's colour-mode provider (next-themes, html[data-theme]), as the layout mounts it. */
function renderToggle() {
  return render(
    <ThemeProvider storageKey="theme" defaultMode="light" respectPrefersColorScheme={false}>
      <ColorModeToggle storageKey="theme" />
    </ThemeProvider>,
  );
}

describe('ColorModeToggle', () => {
  beforeEach(() => {
    // A dark system preference must not matter: the site ignores it.
    stubMatchMedia((query) => query === '(prefers-color-scheme: dark)');
    resetStorageForTests();
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.style.colorScheme = '';
  });

  it('starts in light mode and says so', () => {
    renderToggle();
    const button = screen.getByRole('button', { name: LIGHT_LABEL });
    expect(button).toHaveAttribute('title', LIGHT_LABEL);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('switches to dark mode on click, and remembers it', () => {
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: LIGHT_LABEL }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: DARK_LABEL })).toBeInTheDocument();
  });

  it('switches back to light mode on a second click', () => {
    renderToggle();
    fireEvent.click(screen.getByRole('button', { name: LIGHT_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: DARK_LABEL }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('button', { name: LIGHT_LABEL })).toBeInTheDocument();
  });

  it('names the stored dark mode once mounted', () => {
    window.localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(screen.getByRole('button', { name: DARK_LABEL })).toBeInTheDocument();
  });

  it('follows a colour mode change made in another tab', () => {
    renderToggle();
    act(() => {
      window.localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByRole('button', { name: DARK_LABEL })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });
});
