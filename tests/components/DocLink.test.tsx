import { render, screen } from '@testing-library/react';
import { DocLink } from '@/components/mdx/DocLink';

/** React logs errors thrown while rendering; the tests check the thrown error itself. */
function quietly(run: () => void) {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    run();
  } finally {
    error.mockRestore();
  }
}

describe('DocLink', () => {
  it('links to the doc’s route and heading, with the text the author wrote', () => {
    render(
      <DocLink id="installation" hash="troubleshooting">
        troubleshooting the installation
      </DocLink>,
    );
    expect(screen.getByRole('link', { name: 'troubleshooting the installation' })).toHaveAttribute('href', '/installation#troubleshooting');
  });

  it('links to the doc’s route without a hash, named by the doc title when it has no text', () => {
    render(<DocLink id="customization" />);
    expect(screen.getByRole('link', { name: 'Customization' })).toHaveAttribute('href', '/customization');
  });

  it('links to the doc served at / by its slug', () => {
    render(<DocLink id="intro">Start here</DocLink>);
    expect(screen.getByRole('link', { name: 'Start here' })).toHaveAttribute('href', '/');
  });

  it('fails the build for an unknown doc id, listing the available ids and naming the DocLink', () => {
    quietly(() => {
      expect(() => render(<DocLink id="x">Broken</DocLink>)).toThrow(
        new Error('Doc id "x" not found. Available ids: intro, installation, customization. Used in <DocLink id="x">: fix the id in the MDX file of that page.'),
      );
    });
  });
});
