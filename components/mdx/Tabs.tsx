import { Children, isValidElement } from 'react';
import { siteConfig } from '@/lib/site-config';
import { TabItem, type TabItemProps } from './TabItem';
import { TabsClient } from './TabsClient';

type TabsProps = { groupId?: string; children?: React.ReactNode };

/**
 * <Tabs groupId="pkg"> with <TabItem value label default> children, as in Docusaurus.
 * The server reads the items and renders every panel; the small client leaf
 * (TabsClient) only switches between them. MDX mistakes are caught earlier, with
 * the file and line, by lib/remark/tabs.mjs.
 */
export function Tabs({ groupId, children }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement);
  const invalid = items.find((item) => item.type !== TabItem);
  if (invalid || items.length === 0) throw new Error('<Tabs> must contain only <TabItem value="…"> elements.');
  const props = items.map((item) => item.props as TabItemProps);
  return (
    <TabsClient
      options={props.map(({ value, label }) => ({ value, label: label ?? value }))}
      panels={props.map((item) => item.children)}
      defaultValue={props.find((item) => item.default)?.value}
      groupId={groupId}
      storageKey={groupId ? siteConfig.storageKeys.tabGroupPrefix + groupId : undefined}
    />
  );
}
