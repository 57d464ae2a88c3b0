import clsx from 'clsx';
import { textOf } from './textOf';

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Doc heading; below h1 it carries a hover "#" link to itself, as on GitHub and Docusaurus. */
export function Heading({ as: Tag, id, children, className, ...props }: React.ComponentProps<'h2'> & { as: HeadingTag }) {
  // A heading only screen readers get (GFM's "Footnotes", sr-only) has no link to show: it would be an invisible tab stop.
  if (Tag === 'h1' || !id || /\bsr-only\b/.test(className ?? '')) {
    return (
      <Tag id={id} className={className} {...props}>
        {children}
      </Tag>
    );
  }
  return (
    <Tag id={id} className={clsx('heading__anchored', className)} {...props}>
      {children}
      <a href={`#${id}`} className="heading__hash-link" aria-label={`Direct link to ${textOf(children)}`}>
        #
      </a>
    </Tag>
  );
}
