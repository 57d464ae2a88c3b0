import { render, screen } from '@testing-library/react';
import { CodeBlock } from '@/components/mdx/CodeBlock';

describe('CodeBlock', () => {
  it('shows the title, describes the highlighted lines and offers a copy button', () => {
    render(
      <CodeBlock data-title="widget.js" data-highlighted-lines="1, 3 to 4" data-line-numbers="">
        <code className="language-js">{'a();\n'}</code>
      </CodeBlock>,
    );
    expect(screen.getByText('widget.js')).toBeInTheDocument();
    const pre = screen.getByText('a();').closest('pre')!;
    expect(pre).toHaveAccessibleDescription('Highlighted lines: 1, 3 to 4.');
    expect(pre).toHaveAttribute('tabindex', '0');
    expect(pre.className).toMatch(/code-block__with-line-numbers/);
    // The build-time attributes are consumed, not copied onto <pre>.
    expect(pre).not.toHaveAttribute('data-title');
    expect(screen.getByRole('button', { name: 'Copy code to clipboard' })).toBeInTheDocument();
    expect(pre.closest('[data-language]')).toHaveAttribute('data-language', 'js');
  });

  it('has no title, description or line-number class for a plain block', () => {
    render(
      <CodeBlock>
        <code>{'plain\n'}</code>
      </CodeBlock>,
    );
    const pre = screen.getByText('plain').closest('pre')!;
    expect(pre).not.toHaveAttribute('aria-describedby');
    expect(pre.className).not.toMatch(/withLineNumbers/);
  });
});
