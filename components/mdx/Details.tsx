import { Children, isValidElement } from 'react';
import { DetailsClient } from './DetailsClient';

/** MDX <details>: its <summary> stays the clickable heading, the rest slides open and closed (DetailsClient). */
export function Details({ children, ...props }: React.ComponentProps<'details'>) {
  const items = Children.toArray(children);
  const summary = items.find((item) => isValidElement(item) && item.type === 'summary');
  const content = items.filter((item) => item !== summary);
  return (
    <DetailsClient {...props} summary={summary ?? <summary>Details</summary>}>
      {content}
    </DetailsClient>
  );
}
