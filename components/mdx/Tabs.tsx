import { Children, isValidElement } from 'react';
import { siteConfig } from '@/lib/site-config';
import { selectedTabValue } from '@/lib/browser/tabs';
import { TabItem, type TabItemProps } from './TabItem';
import { TabsClient } from './TabsClient';

/** `id` is given by lib/mdx/remark/tabs.mjs (unique on the page). */
type TabsProps = { id?: string; groupId?: string; children?: React.ReactNode };

/**
 * <Tabs groupId="pkg"> with <TabItem value label default> children, as in Docusaurus.
 * The server reads the items and renders every panel; the small client leaf
 * (TabsClient) renders the tab buttons and switches the panels. Tabs with the
 * same groupId share one storage key, docusaurus.tab.<groupId>, and follow each other. MDX mistakes are
 * caught earlier, with the file and line, by lib/mdx/remark/tabs.mjs.
 */
export function Tabs({ id = 'tabs', groupId, children }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement);
  if (items.length === 0 || items.some((item) => item.type !== TabItem)) {
    throw new Error('<Tabs> must contain only <TabItem value="…"> elements.');
  }
  const tabs = items.map((item) => item.props as TabItemProps);
  const options = tabs.map(({ value, label }) => ({ value, label: label ?? value }));
  const defaultValue = tabs.find((tab) => tab.default)?.value;
  const selected = selectedTabValue(
    tabs.map((tab) => tab.value),
    defaultValue,
    null,
  );
  return (
    <div className="tabs-container">
      <TabsClient
        id={id}
        options={options}
        defaultValue={defaultValue}
        storageKey={groupId ? siteConfig.storageKeys.tabGroupPrefix + groupId : undefined}
      />
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          className="tabs-panel"
          hidden={tab.value !== selected}
        >
          {/* Shown only without JavaScript, when every panel is visible. */}
          <div className="tabs-panel-label">{options[index].label}</div>
          {tab.children}
        </div>
      ))}
    </div>
  );
}
