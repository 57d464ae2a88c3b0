import { render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/SiteLink';

// Records the props SiteLink gives Next's Link; renders a plain anchor.
const linkProps: Array<Record<string, unknown>> = [];
jest.mock('next/link', () => ({
  __esModule: true,
  default: function MockLink({ href, prefetch, children, ...rest }: Record<string, unknown>) {
    linkProps.push({ href, prefetch, ...rest });
    return (
      <a href={String(href)} {...(rest as object)}>
        {children as React.ReactNode}
      </a>
    );
  },
}));

type Connection = { saveData?: boolean; effectiveType?: string };

function setConnection(connection: Connection | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}

const lastLinkProps = () => linkProps[linkProps.length - 1];

beforeEach(() => {
  linkProps.length = 0;
});

afterEach(() => {
  delete (navigator as { connection?: Connection }).connection;
});

describe('SiteLink', () => {
  it('renders Next’s Link with its props, keeping the default prefetch without network hints', () => {
    setConnection(undefined);
    render(
      <SiteLink href="/installation" className="link" aria-current="page">
        Installation
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Installation' });
    expect(link).toHaveAttribute('href', '/installation');
    expect(link).toHaveClass('link');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(lastLinkProps().prefetch).toBeUndefined();
  });

  it('keeps an explicit prefetch choice on a fast connection', () => {
    setConnection({ effectiveType: '4g', saveData: false });
    render(
      <SiteLink href="/installation" prefetch>
        Installation
      </SiteLink>,
    );
    expect(lastLinkProps().prefetch).toBe(true);
  });

  it('turns prefetching off when the reader has data saver on', () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    render(
      <SiteLink href="/installation" prefetch>
        Installation
      </SiteLink>,
    );
    expect(lastLinkProps().prefetch).toBe(false);
    expect(screen.getByRole('link', { name: 'Installation' })).toHaveAttribute('href', '/installation');
  });

  it.each(['2g', 'slow-2g'])('turns prefetching off on a %s connection', (effectiveType) => {
    setConnection({ effectiveType });
    render(<SiteLink href="/customization">Customization</SiteLink>);
    expect(lastLinkProps().prefetch).toBe(false);
  });
});
