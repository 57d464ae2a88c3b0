import { act, fireEvent, render, screen } from '@testing-library/react';
import { MoonIcon, SunIcon } from '@/components/icons/Icons';
import { ColorModeToggle } from '@/components/theme/ColorModeToggle';
import { ColorModeProvider } from '@/components/theme/ColorModeProvider';
import { colorModeScript } from '@/lib/head-script-texts';
import { inlineScriptOf } from './inlineScript';
import { resetStorageForTests } from '@/lib/browser/storage';
import { stubMatchMedia } from './matchMedia';

const LIGHT_LABEL = 'Switch between dark and light mode (currently light mode)';
const DARK_LABEL = 'Switch between dark and light mode (currently dark mode)';

/** As the navbar renders it from the server (class names stand in for ColorModeToggle.css's). */
const toggle = (
  <ColorModeToggle storageKey="theme" className="toggle" labels={{ light: LIGHT_LABEL, dark: DARK_LABEL }}>
    <span className="light-icon">
      <SunIcon />
    </span>
    <span className="dark-icon">
      <MoonIcon />
    </span>
  </ColorModeToggle>
);

/**
 * The page as the reader gets it: the head script sets the mode before paint, then the toggle
 * mounts inside the site's next-themes provider, as app/layout.tsx renders them.
 */
function renderToggle() {
  inlineScriptOf(colorModeScript()).run();
  return render(<ColorModeProvider>{toggle}</ColorModeProvider>);
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

  it('mounts on the client (the layout after a crash) without React warnings: next-themes\' script stays inert', () => {
    const error = jest.spyOn(console, 'error');
    try {
      renderToggle();
      expect(error).not.toHaveBeenCalled();
      // The colour mode head script already did its job in <head>; next-themes' copy must not run again in the body.
      const scripts = [...document.body.querySelectorAll('script')];
      expect(scripts.every((script) => script.type === 'text/plain')).toBe(true);
    } finally {
      error.mockRestore();
    }
  });

  it('renders the icons the server gives inside the button, in its class', () => {
    renderToggle();
    const button = screen.getByRole('button', { name: LIGHT_LABEL });
    expect(button).toHaveClass('toggle');
    const [light, dark] = Array.from(button.children);
    expect(light).toHaveClass('light-icon');
    expect(dark).toHaveClass('dark-icon');
    // The icons (components/icons/Icons.css) are decorative: the button's name is its aria-label.
    expect(light.querySelector('.icon--sun')).toHaveAttribute('aria-hidden', 'true');
    expect(dark.querySelector('.icon--moon')).toHaveAttribute('aria-hidden', 'true');
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

  it('names the stored dark mode once mounted; the head script applied it before paint', () => {
    window.localStorage.setItem('theme', 'dark');
    renderToggle();
    expect(screen.getByRole('button', { name: DARK_LABEL })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('follows the system preference when configured to and nothing is stored', () => {
    render(<ColorModeProvider colorMode={{ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true }}>{toggle}</ColorModeProvider>);
    // The stubbed system preference is dark.
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

  it('still switches when storage is unavailable, with one warning naming the theme key', () => {
    const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      renderToggle();
      fireEvent.click(screen.getByRole('button', { name: LIGHT_LABEL }));
      expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
      expect(screen.getByRole('button', { name: DARK_LABEL })).toBeInTheDocument();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toContain('"theme"');
    } finally {
      warn.mockRestore();
      if (own) Object.defineProperty(window, 'localStorage', own);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
  });
});
