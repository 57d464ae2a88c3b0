import { Children, isValidElement } from 'react';
import { textOf } from './textOf';

/** The header cells' texts of a table's MDX children (thead > tr > th), for its name. */
function headersOf(children: React.ReactNode): string[] {
  const head = Children.toArray(children).find((child) => isValidElement(child) && child.type === 'thead');
  if (!isValidElement<{ children?: React.ReactNode }>(head)) return [];
  const row = Children.toArray(head.props.children).find(isValidElement) as React.ReactElement<{ children?: React.ReactNode }> | undefined;
  return row ? Children.toArray(row.props.children).map(textOf).map((text) => text.trim()).filter(Boolean) : [];
}

/**
 * Tables scroll sideways on narrow screens; the wrapper is focusable so keyboards can scroll it too. A tab stop
 * must say what it is: a region named by the table's column headers ("Table: Option, Type, Default").
 */
export function Table(props: React.ComponentProps<'table'>) {
  const headers = headersOf(props.children);
  return (
    <div className="table__wrap" tabIndex={0} role="region" aria-label={headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table'}>
      <table className="table" {...props} />
    </div>
  );
}
