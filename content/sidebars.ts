import type { SidebarsConfig } from '@/lib/content/sidebar';

/** The docs sidebars. Items are doc ids (file names in content/docs) or categories. */
export const sidebars = {
  tutorialSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Guides',
      collapsed: false,
      items: ['installation', 'customization'],
    },
  ],
} satisfies SidebarsConfig;
