import type { MDXComponents } from 'mdx/types';
import { Heading } from '@/components/mdx/Heading';
import { Link } from '@/components/ui/Link';
import { CodeBlock } from '@/components/mdx/CodeBlock';
import { DocLink } from '@/components/mdx/DocLink';
import { Table } from '@/components/mdx/Table';
import { Admonition } from '@/components/mdx/Admonition';
import { Details } from '@/components/mdx/Details';
import { Tabs } from '@/components/mdx/Tabs';
import { TabItem } from '@/components/mdx/TabItem';

const components: MDXComponents = {
  h1: (props) => <Heading as="h1" {...props} />,
  h2: (props) => <Heading as="h2" {...props} />,
  h3: (props) => <Heading as="h3" {...props} />,
  h4: (props) => <Heading as="h4" {...props} />,
  h5: (props) => <Heading as="h5" {...props} />,
  h6: (props) => <Heading as="h6" {...props} />,
  a: ({ href = '', ...props }) => <Link href={href} {...props} />,
  pre: CodeBlock,
  table: Table,
  DocLink,
  // Made by lib/mdx/remark/admonitions.mjs (:::tip) and lib/mdx/remark/details.mjs (<details>).
  Admonition,
  Details,
  Tabs,
  TabItem,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
