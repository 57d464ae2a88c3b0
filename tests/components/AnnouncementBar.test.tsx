import { fireEvent, render, screen } from '@testing-library/react';
import { AnnouncementBar } from '@/components/layout/AnnouncementBar';
import { AnnouncementBarCloseButton } from '@/components/layout/AnnouncementBarCloseButton';
import { announcementBarScript } from '@/lib/head-script-texts';
import { resetStorageForTests } from '@/lib/browser/storage';

const ATTRIBUTE = 'data-announcement-bar-initially-dismissed';
const ownDescriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');

function disableLocalStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

beforeEach(() => {
  resetStorageForTests();
  window.localStorage.clear();
  document.documentElement.removeAttribute(ATTRIBUTE);
});

afterEach(() => {
  if (ownDescriptor) Object.defineProperty(window, 'localStorage', ownDescriptor);
  else delete (window as { localStorage?: Storage }).localStorage;
  jest.restoreAllMocks();
});

describe('AnnouncementBar', () => {
  it('shows the announcement in a region with a Close button', () => {
    render(<AnnouncementBar />);
    const bar = screen.getByRole('region', { name: 'Announcement' });
    expect(bar).toHaveTextContent('Textwidget 2 is out: themes, custom toolbars and a smaller bundle.');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('on Close, hides the bar for good and moves the focus to the top of the page', () => {
    render(
      <>
        <div id="top" role="region" aria-label="Skip to main content" tabIndex={-1} />
        <AnnouncementBar />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'true');
    expect(window.localStorage.getItem('docusaurus.announcement.dismiss')).toBe('true');
    expect(screen.getByRole('region', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('still closes, with one warning, when storage is unavailable', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    disableLocalStorage();
    render(<AnnouncementBar />);
    expect(() => fireEvent.click(screen.getByRole('button', { name: 'Close' }))).not.toThrow();
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'true');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('"docusaurus.announcement.dismiss"');
  });
});

describe('AnnouncementBarCloseButton', () => {
  it('is named Close, with a Close tooltip and its icon, in the bar', () => {
    render(<AnnouncementBar />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('title', 'Close');
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('announcement-bar__close');
    expect(button.querySelector('.icon--close')).not.toBeNull();
  });

  it('does not touch storage until it is clicked (the head script already decided): no warning on load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    disableLocalStorage();
    render(<AnnouncementBar />);
    expect(warn).not.toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute(ATTRIBUTE);
  });

  it('remembers the dismissal under its own key', () => {
    render(<AnnouncementBarCloseButton dismissKey="my.dismiss" aria-label="Close" />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.localStorage.getItem('my.dismiss')).toBe('true');
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'true');
  });
});

describe('announcementBarScript (runs in <head> before paint)', () => {
  function runHeadScript() {
    // As the post-build step writes it into <head>.
    const code = announcementBarScript() ?? '';
    expect(code).not.toBe('');
    new Function(code)();
  }

  it('shows the bar to a first-time reader and remembers which announcement is current', () => {
    runHeadScript();
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'false');
    expect(window.localStorage.getItem('docusaurus.announcement.id')).toBe('textwidget-2-launch');
  });

  it('keeps the bar hidden for a reader who dismissed this announcement', () => {
    window.localStorage.setItem('docusaurus.announcement.id', 'textwidget-2-launch');
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    runHeadScript();
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'true');
  });

  it('shows a new announcement to a reader who dismissed an older one', () => {
    window.localStorage.setItem('docusaurus.announcement.id', 'older-announcement');
    window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    runHeadScript();
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'false');
    expect(window.localStorage.getItem('docusaurus.announcement.id')).toBe('textwidget-2-launch');
    expect(window.localStorage.getItem('docusaurus.announcement.dismiss')).toBeNull();
  });

  it('shows the bar, without throwing, when storage is unavailable', () => {
    disableLocalStorage();
    expect(runHeadScript).not.toThrow();
    expect(document.documentElement).toHaveAttribute(ATTRIBUTE, 'false');
  });
});
