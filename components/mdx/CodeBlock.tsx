import { cloneElement, isValidElement, useId } from 'react';
import clsx from 'clsx';
import { CopyButton } from '@/components/ui/CopyButton';

type CodeBlockProps = React.ComponentProps<'pre'> & {
  /** Set at build time by lib/mdx/rehype/code-blocks.mjs from the meta string. */
  'data-title'?: string;
  'data-line-numbers'?: string;
  'data-highlighted-lines'?: string;
  /** The highlighted code as HTML, rendered into <code> (one string instead of an element per token). */
  'data-code-html'?: string;
};

/**
 * Fenced code block: highlighted at build time (rehype-highlight, lib/mdx/rehype/code-blocks.mjs),
 * with an optional title, highlighted lines, line numbers and a copy button.
 */
export function CodeBlock({
  children,
  className,
  'data-title': title,
  'data-line-numbers': lineNumbers,
  'data-highlighted-lines': highlightedLines,
  'data-code-html': codeHtml,
  ...props
}: CodeBlockProps) {
  const language = languageOf(children);
  const hintId = useId();
  return (
    <div className="code-block" data-language={language}>
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__content">
        {/* Focusable so keyboard users can scroll long lines. */}
        <pre
          tabIndex={0}
          className={clsx('code-block__pre', lineNumbers !== undefined && 'code-block__with-line-numbers', className)}
          aria-describedby={highlightedLines ? hintId : undefined}
          {...props}
        >
          {withCodeHtml(children, codeHtml)}
        </pre>
        {highlightedLines && (
          <span id={hintId} className="visually-hidden">
            {`Highlighted lines: ${highlightedLines}.`}
          </span>
        )}
        <CopyButton
          className="code-block__copy"
          label="Copy"
          ariaLabel="Copy code to clipboard"
          copiedMessage="Copied to clipboard"
          failedMessage="Could not copy the code"
        />
      </div>
    </div>
  );
}

/** The <code> child with its highlighted HTML (data-code-html, written by lib/mdx/rehype/code-blocks.mjs) inside. */
export function withCodeHtml(children: React.ReactNode, codeHtml: string | undefined): React.ReactNode {
  if (codeHtml === undefined || !isValidElement(children)) return children;
  return cloneElement(children as React.ReactElement<React.ComponentProps<'code'>>, { dangerouslySetInnerHTML: { __html: codeHtml } });
}

function languageOf(children: React.ReactNode): string | undefined {
  if (!children || typeof children !== 'object' || !('props' in children)) return undefined;
  const className = (children.props as { className?: string }).className ?? '';
  return /language-([\w-]+)/.exec(className)?.[1];
}
