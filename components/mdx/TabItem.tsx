export type TabItemProps = { value: string; label?: string; default?: boolean; children?: React.ReactNode };

/** One tab of <Tabs>: only a carrier of props, which <Tabs> reads and renders itself. */
export function TabItem({ value }: TabItemProps): React.ReactNode {
  throw new Error(`<TabItem value="${value}"> must be a direct child of <Tabs>.`);
}
