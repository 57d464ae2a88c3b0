// `import TabItem from '@theme/TabItem'` in a Docusaurus doc (alias in next.config.mjs): this site's own.
export { TabItem as default } from '../TabItem';
