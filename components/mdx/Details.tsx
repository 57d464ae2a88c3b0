import { Children, isValidElement } from 'react';

/**
 * MDX <details>, styled like Docusaurus's. A native <details> with no JavaScript:
 * it opens and closes with the keyboard, with find-in-page and without scripts, and
 * Details.css animates its height (::details-content; 1 ms with reduced motion).
 */
export function Details({ children, className, ...props }: React.ComponentProps<'details'>) {
  const items = Children.toArray(children);
  const summary = items.find((item) => isValidElement(item) && item.type === 'summary');
  return (
    <details {...props} className={className ? `details ${className}` : 'details'}>
      {summary ?? <summary>Details</summary>}
      <div className="details-content">{items.filter((item) => item !== summary)}</div>
    </details>
  );
}
