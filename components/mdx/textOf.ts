import { Children, isValidElement } from 'react';

/** The text of a React node (its strings, at any depth): a heading's for its "#" link, a table's headers for its name. */
export function textOf(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return Children.toArray(node).map(textOf).join('');
}
